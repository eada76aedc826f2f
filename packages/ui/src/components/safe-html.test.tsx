import { render, screen } from '@testing-library/react';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('renders rich text with its structure', async () => {
    render(<SafeHtml html={'<h2>Check-in</h2><p>From <strong>2 pm</strong>.</p>'} />);

    expect(await screen.findByRole('heading', { level: 2, name: 'Check-in' })).toBeInTheDocument();
    expect(screen.getByText('2 pm').tagName).toBe('STRONG');
  });

  it('drops scripts, event handlers, javascript: links, styles and forms', async () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="alert(1)" style="color:red">Welcome<script>window.hacked = true</script></p>' +
          '<img src="x" onerror="window.hacked = true"><a href="javascript:alert(1)">Click</a>' +
          '<form action="https://evil.example"><input name="card"></form><iframe src="https://evil.example"></iframe>'
        }
      />,
    );

    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    const html = container.innerHTML;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|style=|<form|<input|<iframe/i);
    expect(screen.getByText('Click')).not.toHaveAttribute('href');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('follows a new html value', async () => {
    const { rerender } = render(<SafeHtml html="<p>First</p>" />);
    expect(await screen.findByText('First')).toBeInTheDocument();

    rerender(<SafeHtml html="<p>Second</p>" />);

    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });
});
