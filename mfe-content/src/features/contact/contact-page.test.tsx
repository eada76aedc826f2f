import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import { CONTACT_FAILURE_MESSAGE, CONTACT_SUCCESS_MESSAGE, type Toast } from '@haveli/contracts';
import { subscribeTo, toasts$ } from '@haveli/event-bus';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, renderPage } from '../../testing/render-page';
import { ContactPage } from './contact-page';

function serve(contactReply: () => { status: number; data?: unknown } | 'network-error') {
  return mockApi((config) =>
    config.url === 'contact/create' ? contactReply() : { status: 200, data: { data: [], total: 0 } },
  );
}

const form = () => screen.getByRole('form', { name: 'Get In Touch' });
const submit = () => within(form()).getByRole('button', { name: 'Send Message' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Subject'), 'Room');
  await user.type(screen.getByLabelText('Name'), 'Aditi Verma');
  await user.type(screen.getByLabelText('Email'), 'aditi@example.in');
  // The hotel's own format: a leading +, the country code and spaces (stored as digits).
  await user.type(screen.getByLabelText('Phone Number'), '+91 98765 43210');
  await user.type(screen.getByLabelText('Message'), 'Is the Royal Suite free over Diwali?');
}

describe('ContactPage', () => {
  it('shows the breadcrumb, the details, the subjects and a map linking out to a maps search', () => {
    serve(() => ({ status: 201 }));
    renderPage(<ContactPage />, { url: '/contact' });

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(within(breadcrumb).getByText('Contact')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
    expect(screen.getByRole('heading', { name: 'Get In Touch' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Subject'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select Subject', 'Luxury Hotel', 'Room', 'Hotel']);
    expect(screen.getByRole('img', { name: /Map of C-Scheme, Jaipur/ })).toBeInTheDocument();
    const mapLink = screen.getByRole('link', { name: /Open in Google Maps/ });
    expect(mapLink.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Haveli/,
    );
    expect(mapLink).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows the spec messages once each field is touched and keeps Send Message disabled', async () => {
    const user = userEvent.setup();
    const sent = serve(() => ({ status: 201 }));
    renderPage(<ContactPage />, { url: '/contact' });
    expect(submit()).toBeDisabled();

    for (const label of ['Subject', 'Name', 'Email', 'Phone Number', 'Message']) {
      await user.click(screen.getByLabelText(label));
    }
    await user.tab();

    expect(await screen.findByText('Subject is required.')).toBeInTheDocument();
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Phone Number'), '98765abc');
    expect(await screen.findByText('Phone number must contain digits only.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    expect(await screen.findByText('Enter a valid email.')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.click(submit());
    expect(sent.filter((config) => config.url === 'contact/create')).toHaveLength(0);
  });

  it('sends the message as multipart, confirms it and goes on to the categories', async () => {
    const user = userEvent.setup();
    const toasts: Toast[] = [];
    const stop = subscribeTo(toasts$, (toast) => toasts.push(toast));
    const sent = serve(() => ({
      status: 201,
      data: { success: true, message: CONTACT_SUCCESS_MESSAGE, data: { id: 1 } },
    }));
    renderPage(<ContactPage />, { url: '/contact' });

    await fillIn(user);
    expect(submit()).toBeEnabled();
    await user.click(submit());

    await screen.findByText('Elsewhere');
    stop();
    expect(currentUrl()).toBe('/category-list');
    expect(toasts).toEqual([expect.objectContaining({ kind: 'success', message: CONTACT_SUCCESS_MESSAGE })]);
    const request = sent.find((config) => config.url === 'contact/create');
    expect(request?.method).toBe('post');
    expect(Object.fromEntries((request?.data as FormData).entries())).toEqual({
      subject: 'Room',
      name: 'Aditi Verma',
      email: 'aditi@example.in',
      number: '919876543210',
      message: 'Is the Royal Suite free over Diwali?',
      status: 'Active',
    });
  });

  it('says the message failed and keeps what was typed', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => ({ status: 500 }));
    renderPage(<ContactPage />, { url: '/contact' });

    await fillIn(user);
    await user.click(submit());

    expect(await within(form()).findByRole('alert')).toHaveTextContent(CONTACT_FAILURE_MESSAGE);
    expect(screen.getByLabelText('Name')).toHaveValue('Aditi Verma');
    expect(screen.getByLabelText('Message')).toHaveValue('Is the Royal Suite free over Diwali?');
    expect(submit()).toBeEnabled();
    expect(currentUrl()).toBe('/contact');
    expect(logged).toHaveBeenCalledWith('Error sending contact message:', expect.anything());
    logged.mockRestore();
  });
});
