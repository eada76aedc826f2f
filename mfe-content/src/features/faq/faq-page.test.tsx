import '@testing-library/jest-dom';
import { mockApi } from '@haveli/api-client/src/testing/mock-api';
import type { Faq } from '@haveli/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../testing/render-page';
import { FaqPage } from './faq-page';

const faqs: Faq[] = Array.from({ length: 12 }, (_, index) => ({
  id: index + 1,
  question: `Question ${index + 1}?`,
  answer: `Answer ${index + 1}.`,
}));

function serveFaqs() {
  return mockApi((config) => {
    const { page, limit } = config.params as { page: number; limit: number };
    return { status: 200, data: { data: faqs.slice((page - 1) * limit, page * limit), total: faqs.length } };
  });
}

const question = (name: string) => screen.getByRole('button', { name });

describe('FaqPage', () => {
  it('says Loading FAQs... and then shows five questions, all closed', async () => {
    const sent = serveFaqs();
    renderPage(<FaqPage />, { url: '/faq' });

    expect(screen.getByRole('status')).toHaveTextContent('Loading FAQs...');
    expect(await screen.findByRole('button', { name: 'Question 1?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(5);
    expect(screen.queryByText('Answer 1.')).not.toBeVisible();
    expect(sent[0]).toMatchObject({ url: 'web/faq/get_with_pagination', params: { page: 1, limit: 5 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
  });

  it('opens at most one answer, and closes the open one when it is clicked again', async () => {
    const user = userEvent.setup();
    serveFaqs();
    renderPage(<FaqPage />, { url: '/faq' });
    await screen.findByRole('button', { name: 'Question 1?' });

    await user.click(question('Question 1?'));
    expect(question('Question 1?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Question 1?' })).toHaveTextContent('Answer 1.');

    await user.click(question('Question 3?'));
    expect(question('Question 3?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Question 1?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);

    await user.click(question('Question 3?'));
    expect(question('Question 3?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('opens with the keyboard', async () => {
    const user = userEvent.setup();
    serveFaqs();
    renderPage(<FaqPage />, { url: '/faq' });
    await screen.findByRole('button', { name: 'Question 1?' });

    question('Question 2?').focus();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('region', { name: 'Question 2?' })).toBeVisible();
  });

  it('pages through the server with Previous and Next and says Page X of Y', async () => {
    const user = userEvent.setup();
    const sent = serveFaqs();
    renderPage(<FaqPage />, { url: '/faq' });
    await screen.findByRole('button', { name: 'Question 1?' });
    const pager = screen.getByRole('navigation', { name: 'FAQ pages' });

    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Question 6?' })).toBeInTheDocument();
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(sent.at(-1)?.params).toEqual({ page: 2, limit: 5 });

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: 'Question 11?' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Question/ })).toHaveLength(2);
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('button', { name: 'Question 6?' })).toBeInTheDocument();
  });

  it('shows a failure with a Retry that loads the questions', async () => {
    const user = userEvent.setup();
    let reply: 'network-error' | { status: number; data: unknown } = 'network-error';
    mockApi(() => reply);
    renderPage(<FaqPage />, { url: '/faq' });

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the questions');
    reply = { status: 200, data: { data: faqs.slice(0, 5), total: 12 } };
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: 'Question 1?' })).toBeInTheDocument();
  });

  it('says so when there are no questions', async () => {
    mockApi(() => ({ status: 200, data: { data: [], total: 0 } }));
    renderPage(<FaqPage />, { url: '/faq' });

    expect(await screen.findByText('No questions have been answered here yet.')).toBeInTheDocument();
  });
});
