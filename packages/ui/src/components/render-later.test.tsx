import { render, screen } from '@testing-library/react';
import { RenderLater } from './render-later';

/** The browser's idle moments, run one at a time by the test. */
let idle: (() => void)[] = [];
const nextIdleMoment = () => idle.shift()?.();

const laidOut = () =>
  [...document.querySelectorAll<HTMLElement>('.render-later')].map(
    (part) => `${part.textContent}: ${part.hasAttribute('data-laid-out') ? 'laid out' : 'waiting'}`,
  );

function Page({ parts }: { parts: string[] }) {
  return (
    <>
      <h1>Home</h1>
      {parts.map((part) => (
        <RenderLater key={part}>
          <section>{part}</section>
        </RenderLater>
      ))}
    </>
  );
}

describe('RenderLater', () => {
  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = jest.fn((run: IdleRequestCallback) => {
      idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 }));
      return idle.length;
    });
  });
  afterEach(() => {
    // @ts-expect-error: jsdom has none; each test installs its own.
    delete window.requestIdleCallback;
  });

  it('shows its content at once, and lays the parts out one per idle moment, in page order', () => {
    render(<Page parts={['Rooms', 'Offers', 'Blog']} />);

    expect(screen.getByText('Offers')).toBeInTheDocument();
    expect(laidOut()).toEqual(['Rooms: waiting', 'Offers: waiting', 'Blog: waiting']);
    // One idle moment is asked for at a time, however many parts wait.
    expect(idle).toHaveLength(1);

    nextIdleMoment();
    expect(laidOut()).toEqual(['Rooms: laid out', 'Offers: waiting', 'Blog: waiting']);
    nextIdleMoment();
    nextIdleMoment();
    expect(laidOut()).toEqual(['Rooms: laid out', 'Offers: laid out', 'Blog: laid out']);
    expect(idle).toHaveLength(0);
  });

  it('passes over a part that left the page before its turn', () => {
    const { rerender } = render(<Page parts={['Rooms', 'Offers', 'Blog']} />);
    rerender(<Page parts={['Rooms', 'Blog']} />);

    nextIdleMoment();
    nextIdleMoment();
    expect(laidOut()).toEqual(['Rooms: laid out', 'Blog: laid out']);
    expect(idle).toHaveLength(0);
  });

  it('waits for a timer where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    // @ts-expect-error: as in jsdom and older Safari.
    delete window.requestIdleCallback;
    render(<Page parts={['Rooms', 'Offers']} />);
    expect(laidOut()).toEqual(['Rooms: waiting', 'Offers: waiting']);

    jest.runAllTimers();
    expect(laidOut()).toEqual(['Rooms: laid out', 'Offers: laid out']);
    jest.useRealTimers();
  });
});
