import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ChangeEvent, useRef, useState } from 'react';
import { FormAlert, FormField } from './form-field';

function ControlledName({ error }: { error?: string }) {
  const [name, setName] = useState('');
  return (
    <FormField label="Name" error={error}>
      {(control) => <input {...control} value={name} onChange={(event) => setName(event.target.value)} />}
    </FormField>
  );
}

/** The shape of react-hook-form's `register(...)`: a name, a ref and change and blur handlers. */
function RegisteredEmail({ onChange }: { onChange: (value: string) => void }) {
  const ref = useRef<HTMLInputElement | null>(null);
  const registered = {
    name: 'email',
    ref: (element: HTMLInputElement | null) => {
      ref.current = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value),
    onBlur: () => undefined,
  };
  return (
    <FormField label="Email" hint="Never shown." id="comment-email">
      {(control) => <input type="email" {...control} {...registered} />}
    </FormField>
  );
}

describe('FormField', () => {
  it('names the control by its label and marks it valid while there is no message', async () => {
    render(<ControlledName />);

    const field = screen.getByLabelText('Name');
    await userEvent.type(field, 'Asha');

    expect(field).toHaveValue('Asha');
    expect(field).toHaveClass('form-control');
    expect(field).not.toHaveClass('is-invalid');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    expect(field).not.toHaveAttribute('aria-describedby');
  });

  it('shows the message under the control, marks it invalid and reads the message as its description', () => {
    render(<ControlledName error="Name is required." />);

    const field = screen.getByLabelText('Name');
    expect(field).toHaveClass('form-control', 'is-invalid');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Name is required.');
    expect(screen.getByText('Name is required.')).toHaveClass('invalid-feedback');
  });

  it('works with registered props and a given id, and describes the control by its hint', async () => {
    const changed = jest.fn();
    render(<RegisteredEmail onChange={changed} />);

    const field = screen.getByLabelText('Email');
    await userEvent.type(field, 'a');

    expect(field).toHaveAttribute('id', 'comment-email');
    expect(field).toHaveAttribute('name', 'email');
    expect(field).toHaveAccessibleDescription('Never shown.');
    expect(changed).toHaveBeenCalledWith('a');
  });

  it('gives a select its own Bootstrap class', () => {
    render(
      <FormField label="Subject" controlClassName="form-select" error="Choose a subject.">
        {(control) => (
          <select {...control}>
            <option value="">Select Subject</option>
          </select>
        )}
      </FormField>,
    );

    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveClass('form-select', 'is-invalid');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveAccessibleDescription(
      'Choose a subject.',
    );
  });
});

describe('FormAlert', () => {
  it('announces a failure and shows nothing without one', () => {
    const { rerender } = render(<FormAlert message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    rerender(<FormAlert message="Something went wrong." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});
