import { writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

/** 'YYYY-MM-DD', `days` from today in Jaipur. */
function jaipurDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A small but well-formed PDF, made here rather than shipped as a binary fixture. */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

test.describe('a visitor on the content screens', () => {
  test('walks from home to rooms, a blog post, the FAQ, contact, careers and the privacy policy', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);

    await test.step('home: hero, room-type carousel and a booking bar search with prices', async () => {
      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1, name: 'Luxury Hotels in Jaipur' })).toBeVisible();
      const carousel = page.getByRole('group', { name: 'Room types' });
      const firstShown = carousel
        .getByRole('group', { name: /^\d+ of \d+$/ })
        .first()
        .getByRole('heading');
      await expect(firstShown).toHaveText('Standard Courtyard Room');
      await carousel.getByRole('button', { name: 'Next room type' }).click();
      await expect(firstShown).toHaveText('Deluxe Jharokha Room');
      await carousel.getByRole('button', { name: 'Previous room type' }).press('ArrowLeft');
      await expect(firstShown).toHaveText('Standard Courtyard Room');

      const bar = page.getByRole('region', { name: 'Check Availability' });
      await bar.getByLabel('Check In').fill(jaipurDate(20));
      await bar.getByLabel('Check Out').fill(jaipurDate(23));
      await bar.getByLabel('Guests').selectOption({ label: '2 Adults 1 Child' });
      await bar.getByRole('button', { name: 'Check Availability' }).click();
      const results = bar.getByRole('region', { name: /^Rooms for/ });
      await expect(results).toContainText('(3 nights)');
      await expect(results.getByRole('article').first()).toContainText(/₹[\d,]+(?:\.\d\d)? for 3 nights/);
    });

    await test.step('rooms: the room types from the API', async () => {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rooms' }).click();
      await expect(page).toHaveURL(/\/rooms$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Rooms & Suites' })).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Room Types' }).getByRole('article').first(),
      ).toBeVisible();
    });

    await test.step('blog: a post with its approved comments, and a comment that awaits approval', async () => {
      await page.goto('/blog');
      const pager = page.getByRole('navigation', { name: 'Blog pages' });
      await expect(pager).toContainText('Page 1 of 3');
      // Newest first, three a page: the first post of the year is on the last page.
      await pager.getByRole('button', { name: 'Next' }).click();
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect(pager).toContainText('Page 3 of 3');
      await page.getByRole('link', { name: 'A Morning at Amber Fort' }).click();
      await expect(page).toHaveURL(/\/blog\/a-morning-at-amber-fort$/);
      await expect(page.getByRole('heading', { level: 1, name: 'A Morning at Amber Fort' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'Getting there' })).toBeVisible();
      const comments = page.getByRole('region', { name: 'Comments' });
      await expect(comments.getByText('Meenakshi Rao')).toBeVisible();

      const form = comments.getByRole('form', { name: 'Leave a Comment' });
      const comment = `Sunrise at the fort was magical (${testInfo.testId}).`;
      await form.getByLabel('Name').fill('Ritu Sharma');
      await form.getByLabel('Email').fill('ritu.sharma@example.in');
      await form.getByLabel('Comment').fill(comment);
      await form.getByRole('button', { name: 'Post Comment' }).click();
      await expect(form.getByRole('status')).toHaveText('Thank you! Your comment is awaiting approval.');
      await expect(comments.getByText(comment)).toHaveCount(0);
    });

    await test.step('FAQ: one answer open at a time, and paging', async () => {
      await page.goto('/faq');
      const questions = page.locator('main .accordion-button');
      await expect(questions).toHaveCount(5);
      await questions.nth(0).click();
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await questions.nth(1).click();
      await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
      await questions.nth(1).click();
      await expect(page.getByRole('region').filter({ has: page.locator('.accordion-body') })).toHaveCount(0);

      const pager = page.getByRole('navigation', { name: 'FAQ pages' });
      const firstQuestion = await questions.nth(0).textContent();
      await expect(pager).toContainText('Page 1 of 3');
      await pager.getByRole('button', { name: 'Next' }).click();
      await expect(pager).toContainText('Page 2 of 3');
      await expect(questions.nth(0)).not.toHaveText(firstQuestion ?? '');
      await pager.getByRole('button', { name: 'Previous' }).click();
      await expect(questions.nth(0)).toHaveText(firstQuestion ?? '');
    });

    await test.step('contact: the form checks its fields, then sends', async () => {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Get In Touch' });
      const send = form.getByRole('button', { name: 'Send Message' });
      await expect(send).toBeDisabled();
      await form.getByLabel('Name').focus();
      await form.getByLabel('Email').focus();
      await expect(form.getByText('Name is required.')).toBeVisible();

      await form.getByLabel('Subject').selectOption('Room');
      await form.getByLabel('Name').fill('Aditi Verma');
      await form.getByLabel('Email').fill('aditi.verma@example.in');
      await form.getByLabel('Phone Number').fill('98765x');
      await form.getByLabel('Phone Number').blur();
      await expect(form.getByText('Phone number must contain digits only.')).toBeVisible();
      await form.getByLabel('Phone Number').fill('9876543210');
      await form.getByLabel('Message').fill('Is the Royal Suite free over Diwali?');
      await expect(send).toBeEnabled();
      await send.click();
      await expect(page.getByText('Your Message has been sent Successfully!')).toBeVisible();
      await expect(page).toHaveURL(/\/category-list$/);
    });

    await test.step('career: apply with a PDF resume', async () => {
      const resume = testInfo.outputPath('neha-gupta-resume.pdf');
      await writeFile(resume, minimalPdf());
      await page.goto('/career');
      await expect(page.getByRole('heading', { level: 1, name: 'Join Our Team' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Current Openings' })).toBeVisible();
      await page.getByRole('button', { name: 'Apply Now: Front Office Associate' }).click();
      const dialog = page.getByRole('dialog', { name: 'Apply for Front Office Associate' });
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await expect(dialog.getByText('Resume is required.')).toBeVisible();

      await dialog.getByLabel('Name').fill('Neha Gupta');
      await dialog.getByLabel('Email').fill('neha.gupta@example.in');
      await dialog.getByLabel('Phone').fill('+91 98290 12345');
      await dialog.getByLabel('Resume').setInputFiles(resume);
      await dialog.getByRole('button', { name: 'Submit Application' }).click();
      await expect(dialog.getByRole('status')).toContainText('Your application has been received');
      await dialog.getByRole('button', { name: 'Done' }).click();
      await expect(dialog).toHaveCount(0);
    });

    await test.step('the privacy policy, from the footer', async () => {
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
      await expect(page).toHaveURL(/\/page\/privacy-policy$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: '1. Data we collect' })).toBeVisible();
      await expect(page.locator('main script')).toHaveCount(0);
    });
  });

  test('the special offer search prices a stay with the offer’s coupon applied', async ({ page }) => {
    await page.goto('/offer');
    await page.getByRole('button', { name: 'Book with Monsoon Escape' }).click();
    const bar = page.getByRole('region', { name: 'Search with an offer' });
    await expect(bar.getByLabel('Coupon Code')).toHaveValue('MONSOON20');
    await bar.getByLabel('Check In').fill(jaipurDate(30));
    await bar.getByLabel('Check Out').fill(jaipurDate(37));
    await bar.getByRole('button', { name: 'Search' }).click();
    const results = bar.getByRole('region', { name: /^Rooms for/ });
    await expect(results).toContainText('Offer applied: Monsoon Escape (MONSOON20)');
    // Each room type's all-in price of the stay, the offer taken off before the taxes.
    await expect(results.getByTestId('all-in-total').first()).toContainText(
      /^₹[\d,]+(?:\.\d\d)? for 7 nights/,
    );
    await expect(results.getByTestId('all-in-total').first()).toContainText('taxes included');
  });
});
