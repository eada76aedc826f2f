import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { E2E_ADMIN, logIn } from '../support/site';

const POST = '/blog/a-morning-at-amber-fort';

test.describe('moderation and the inbox', () => {
  test('a visitor comments, an editor approves and replies, and every visitor sees the reply under it', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const comment = `Is the fort open at sunrise? (${Date.now()})`;
    const reply = 'Yes, from 8 in the morning: the concierge can arrange a car at 7.';

    await test.step('a visitor leaves a comment; it waits for approval', async () => {
      const visitor = await browser.newPage();
      await visitor.goto(POST);
      const comments = visitor.getByRole('region', { name: 'Comments' });
      const form = comments.getByRole('form', { name: 'Leave a Comment' });
      await form.getByLabel('Name').fill('Kabir Singh');
      await form.getByLabel('Email').fill('kabir.singh@example.in');
      await form.getByLabel('Comment').fill(comment);
      await form.getByRole('button', { name: 'Post Comment' }).click();
      await expect(form.getByRole('status')).toHaveText('Thank you! Your comment is awaiting approval.');
      await visitor.close();
    });

    await test.step('staff find it pending, approve it and reply in public', async () => {
      await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await expect(page.getByTestId('header-name')).not.toHaveText('Guest');
      await page.goto('/staff/moderation');
      await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
      const search = page.getByRole('search', { name: 'Search the blog comments' });
      await search.getByLabel('Search').fill(comment);
      await search.getByRole('button', { name: 'Search' }).click();
      const row = page.getByRole('row', { name: /Kabir Singh/ });
      await expect(row.getByText('Pending')).toBeVisible();
      await row.getByRole('button', { name: 'Approve the review by Kabir Singh' }).click();
      await expect(row.getByText('Approved')).toBeVisible();

      await row.getByRole('button', { name: 'Reply to Kabir Singh' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reply to Kabir Singh' });
      await dialog.getByRole('button', { name: 'Publish reply' }).click();
      await expect(dialog.getByLabel('Reply from Haveli')).toHaveAccessibleDescription(/Write the reply\./);
      await dialog.getByLabel('Reply from Haveli').fill(reply);
      await dialog.getByRole('button', { name: 'Publish reply' }).click();
      await expect(dialog).toBeHidden();
      await expect(row.getByText(reply)).toBeVisible();
      await expectAccessible(page, '/staff/moderation', { widths: [390, 1440] });
    });

    await test.step('a visitor sees the comment with the hotel’s reply under it', async () => {
      const visitor = await browser.newPage();
      await visitor.goto(POST);
      const item = visitor
        .getByRole('region', { name: 'Comments' })
        .getByRole('listitem')
        .filter({ hasText: comment });
      await expect(item.getByText('Reply from Haveli')).toBeVisible();
      await expect(item.getByText(reply)).toBeVisible();
      await visitor.close();
    });

    await test.step('the inbox opens on each of its lists, at a phone’s width too', async () => {
      for (const [tab, heading] of [
        ['', 'Contact messages'],
        ['?tab=applications', 'Career applications'],
        ['?tab=conversations', 'Guest conversations'],
      ] as const) {
        await page.goto(`/staff/inbox${tab}`);
        await expect(page.getByRole('link', { name: heading })).toHaveAttribute('aria-current', 'page');
        await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
        await expectAccessible(page, `/staff/inbox${tab}`, { widths: [390, 1440] });
        await page.setViewportSize({ width: 390, height: 844 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `/staff/inbox${tab} at 390 px`).toBeLessThanOrEqual(0);
        await page.setViewportSize({ width: 1440, height: 900 });
      }
    });
  });
});
