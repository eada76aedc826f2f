import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import {
  APPLICATION_RECEIVED_MESSAGE,
  RESUME_MAX_BYTES,
  RESUME_REQUIRED_MESSAGE,
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
  type Career,
} from '@haveli/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../testing/render-page';
import { CareerPage } from './career-page';

const posting = (id: number, title: string): Career => ({
  id,
  category: 'careers',
  slug: `career-${id}`,
  images: [`/api/images/career-${id}.svg`, '/api/images/hero.svg'],
  title,
  subtitle: 'Full time · Jaipur',
  short_desc: `Join us as ${title}.`,
  description: '<p>You will welcome guests.</p>',
});
const postings = [posting(1, 'Front Office Associate'), posting(2, 'Commis Chef')];

type Reply = { status: number; data?: unknown } | 'network-error';

function serve(list: () => Reply, apply: () => Reply = () => ({ status: 201 })) {
  return mockApi((config) => (config.url === 'career/apply' ? apply() : list()));
}
const listed = (page: Career[]): Reply => ({ status: 200, data: { message: 'ok', page } });

const pdf = () => new File(['%PDF-1.4 résumé'], 'neha-cv.pdf', { type: 'application/pdf' });

async function openApplication(user: ReturnType<typeof userEvent.setup>, title = 'Front Office Associate') {
  await user.click(await screen.findByRole('button', { name: `Apply Now: ${title}` }));
  return screen.getByRole('dialog', { name: `Apply for ${title}` });
}

describe('CareerPage', () => {
  it('shows the breadcrumb, the headings and a card per posting from the server', async () => {
    const sent = serve(() => listed(postings));
    renderPage(<CareerPage />, { url: '/career' });

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Career']);
    expect(screen.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeInTheDocument();
    expect(screen.getByText('Explore exciting career opportunities and grow with us.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Current Openings' })).toBeInTheDocument();

    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('heading', { name: 'Front Office Associate' })).toBeInTheDocument();
    expect(within(first).getByText('Full time · Jaipur')).toBeInTheDocument();
    expect(within(first).getByText('Join us as Front Office Associate.')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/api/images/career-1.svg');
    expect(await within(first).findByText('You will welcome guests.')).toBeInTheDocument();
    expect(sent[0]?.url).toBe('web/page/cat/careers');
    expect(cards[0]!.closest('ul')).toHaveClass('row-cols-1', 'row-cols-md-3');
  });

  it('says No job postings available. when there are none', async () => {
    serve(() => listed([]));
    renderPage(<CareerPage />, { url: '/career' });

    expect(await screen.findByText('No job postings available.')).toBeInTheDocument();
  });

  it('shows a failure with a Retry', async () => {
    const user = userEvent.setup();
    let reply: Reply = 'network-error';
    serve(() => reply);
    renderPage(<CareerPage />, { url: '/career' });

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the job postings');
    reply = listed(postings);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(2);
  });

  it('opens Apply for {position title} and requires every field, resume included', async () => {
    const user = userEvent.setup();
    const sent = serve(() => listed(postings));
    renderPage(<CareerPage />, { url: '/career' });
    const dialog = await openApplication(user, 'Commis Chef');

    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Email is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required.')).toBeInTheDocument();
    expect(within(dialog).getByText(RESUME_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Resume')).toHaveAttribute('aria-invalid', 'true');
    expect(sent.filter((config) => config.url === 'career/apply')).toHaveLength(0);
  });

  it('refuses a resume of the wrong kind or over 5 MB before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const sent = serve(() => listed(postings));
    renderPage(<CareerPage />, { url: '/career' });
    const dialog = await openApplication(user);
    const resume = within(dialog).getByLabelText('Resume');

    await user.upload(resume, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }));
    await user.tab();
    expect(await within(dialog).findByText(RESUME_TYPE_MESSAGE)).toBeInTheDocument();

    const big = new File([new Uint8Array(RESUME_MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(resume, big);
    expect(await within(dialog).findByText(RESUME_SIZE_MESSAGE)).toBeInTheDocument();
    expect(sent.filter((config) => config.url === 'career/apply')).toHaveLength(0);
  });

  it('sends the application as multipart with the resume and confirms it', async () => {
    const user = userEvent.setup();
    const sent = serve(
      () => listed(postings),
      () => ({ status: 201, data: { message: APPLICATION_RECEIVED_MESSAGE, data: { id: 9 } } }),
    );
    renderPage(<CareerPage />, { url: '/career' });
    const dialog = await openApplication(user);

    await user.type(within(dialog).getByLabelText('Name'), 'Neha Gupta');
    await user.type(within(dialog).getByLabelText('Email'), 'neha@example.in');
    await user.type(within(dialog).getByLabelText('Phone'), '+91 98290 12345');
    const resume = pdf();
    await user.upload(within(dialog).getByLabelText('Resume'), resume);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(APPLICATION_RECEIVED_MESSAGE);
    const request = sent.find((config) => config.url === 'career/apply');
    const form = request?.data as FormData;
    expect(request?.method).toBe('post');
    expect(form.get('posting')).toBe('career-1');
    expect(form.get('name')).toBe('Neha Gupta');
    expect(form.get('email')).toBe('neha@example.in');
    expect(form.get('phone')).toBe('+91 98290 12345');
    expect((form.get('resume') as File).name).toBe('neha-cv.pdf');
    expect((form.get('resume') as File).size).toBe(resume.size);

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal beside the field and keeps the form filled', async () => {
    const user = userEvent.setup();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(
      () => listed(postings),
      () => ({
        status: 400,
        data: {
          statusCode: 400,
          error: 'Bad Request',
          message: RESUME_TYPE_MESSAGE,
          fields: { resume: RESUME_TYPE_MESSAGE },
        },
      }),
    );
    renderPage(<CareerPage />, { url: '/career' });
    const dialog = await openApplication(user);

    await user.type(within(dialog).getByLabelText('Name'), 'Neha Gupta');
    await user.type(within(dialog).getByLabelText('Email'), 'neha@example.in');
    await user.type(within(dialog).getByLabelText('Phone'), '9829012345');
    await user.upload(within(dialog).getByLabelText('Resume'), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(RESUME_TYPE_MESSAGE);
    expect(within(dialog).getByLabelText('Resume')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Neha Gupta');
    logged.mockRestore();
  });
});
