// Types for the matchers jest.setup.ts installs: the remote's tsconfig does not list them.
import '@testing-library/jest-dom';
import { ApiRequestError } from '@haveli/api-client';
import { FormAlert, FormField } from '@haveli/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { useStaffForm } from './staff-form';

const reasonSchema = z.object({
  reason: z.string().trim().min(1, 'Give a reason, e.g. Repainting.'),
});

/** A form as the back office writes one, whose save the API answers with `answer` (nothing: accepted). */
function ReasonForm({ answer, onSaved }: { answer?: unknown; onSaved: (reason: string) => void }) {
  const {
    register,
    formState: { errors },
    failure,
    submit,
    refused,
  } = useStaffForm({ schema: reasonSchema, defaultValues: { reason: '' } });
  return (
    <form
      aria-label="Closure"
      noValidate
      onSubmit={submit((request) => (answer ? refused(answer) : onSaved(request.reason)))}
    >
      <FormAlert message={failure} />
      <FormField label="Reason" error={errors.reason?.message}>
        {(control) => <input {...control} {...register('reason')} />}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('a staff form', () => {
  it('shows a bad value’s message beside its field and saves nothing, then saves the request', async () => {
    const saved: string[] = [];
    render(<ReasonForm onSaved={(reason) => saved.push(reason)} />);
    await userEvent.type(screen.getByLabelText('Reason'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription('Give a reason, e.g. Repainting.');
    expect(screen.getByLabelText('Reason')).toBeInvalid();
    expect(saved).toEqual([]);

    await userEvent.type(screen.getByLabelText('Reason'), 'Repainting ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual(['Repainting']);
    expect(screen.getByLabelText('Reason')).not.toHaveAccessibleDescription();
  });

  it('shows the API’s message beside the field it names, keeping what was typed', async () => {
    const answer = new ApiRequestError('Reason is too long.', 400, {
      fields: { reason: 'The reason may be at most 200 characters.' },
    });
    render(<ReasonForm answer={answer} onSaved={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Reason'), 'Repainting');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The reason may be at most 200 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription(
      'The reason may be at most 200 characters.',
    );
    expect(screen.getByLabelText('Reason')).toHaveValue('Repainting');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows above the form the API’s message naming no field, or a plain one for any other failure', async () => {
    const { unmount } = render(
      <ReasonForm answer={new ApiRequestError('Room not found.', 404)} onSaved={() => undefined} />,
    );
    await userEvent.type(screen.getByLabelText('Reason'), 'Repainting');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Room not found.');
    unmount();

    render(<ReasonForm answer={new TypeError('rooms is undefined')} onSaved={() => undefined} />);
    await userEvent.type(screen.getByLabelText('Reason'), 'Repainting');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred');
    expect(screen.getByLabelText('Reason')).toHaveValue('Repainting');
  });
});
