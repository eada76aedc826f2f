import type { ToastKind } from '@haveli/contracts';
import {
  ArrowLeft,
  Badge,
  Button,
  buttonClassName,
  Card,
  Castle,
  Check,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  CookingPot,
  EmptyState,
  ErrorState,
  FormField,
  Icon,
  type IconShape,
  Inbox,
  Info,
  Leaf,
  LoadingState,
  Minus,
  Pager,
  Plus,
  PriceDisplay,
  SectionHeader,
  ShoppingBag,
  Sparkle,
  Star,
  Stars,
  Toast,
  TriangleAlert,
  UtensilsCrossed,
  WavesLadder,
  X,
} from '@haveli/ui';
import { Link } from '@haveli/router';
import { type ReactNode, useState } from 'react';
import { COLOUR_TOKENS, MOTION_TOKENS, SPACE_TOKENS, TEXT_TOKENS } from './tokens';

const ICONS: Array<[string, IconShape]> = [
  ['ArrowLeft', ArrowLeft],
  ['Castle', Castle],
  ['Check', Check],
  ['ChevronLeft', ChevronLeft],
  ['ChevronRight', ChevronRight],
  ['CircleAlert', CircleAlert],
  ['CircleCheck', CircleCheck],
  ['CookingPot', CookingPot],
  ['Inbox', Inbox],
  ['Info', Info],
  ['Leaf', Leaf],
  ['Minus', Minus],
  ['Plus', Plus],
  ['ShoppingBag', ShoppingBag],
  ['Sparkle', Sparkle],
  ['Star', Star],
  ['TriangleAlert', TriangleAlert],
  ['UtensilsCrossed', UtensilsCrossed],
  ['WavesLadder', WavesLadder],
  ['X', X],
];

const TOAST_KINDS: ToastKind[] = ['success', 'info', 'warning', 'danger'];
const TOAST_MESSAGES: Record<ToastKind, string> = {
  success: 'Added to your cart.',
  info: 'Your booking is being confirmed.',
  warning: 'Only two rooms are left for these dates.',
  danger: 'The payment did not go through.',
};

function Section({ title, component, children }: { title: string; component?: string; children: ReactNode }) {
  return (
    <section className="py-4 border-bottom" aria-label={title} data-component={component}>
      <h2 className="h3 mb-4">{title}</h2>
      {children}
    </section>
  );
}

function Tokens({ names }: { names: string[] }) {
  return (
    <ul className="list-unstyled row row-cols-1 row-cols-md-2 g-2">
      {names.map((name) => (
        <li className="col d-flex align-items-center gap-3" key={name}>
          <span
            className="d-inline-block bg-primary flex-shrink-0"
            style={{ width: `var(${name})`, height: '1rem' }}
            aria-hidden="true"
          />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  );
}

/**
 * The living style guide: every token, type style and component of `@haveli/ui` with its states, drawn by
 * the components themselves. Not linked from the site and kept out of search engines (noindex).
 */
export function StyleguidePage() {
  const [page, setPage] = useState(2);
  const [name, setName] = useState('');
  const [closed, setClosed] = useState<ToastKind[]>([]);
  return (
    <div className="container py-5">
      <meta name="robots" content="noindex" />
      <SectionHeader
        level={1}
        align="start"
        eyebrow="Haveli design system"
        title="Style guide"
        lead="The tokens, type and components every screen is built from, with their states."
      />

      <Section title="Colour">
        <ul className="list-unstyled row row-cols-2 row-cols-md-5 g-3">
          {COLOUR_TOKENS.map((token) => (
            <li className="col" key={token.name}>
              <span
                className="d-block rounded border mb-2 ratio ratio-4x3"
                style={{ background: `var(${token.name})` }}
                aria-hidden="true"
              />
              <code className="d-block small">{token.name}</code>
              <span className="small text-secondary">{token.use}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section title="Spacing">
        <Tokens names={SPACE_TOKENS} />
      </Section>

      <Section title="Type">
        <p className="text-secondary">
          Headings in Cormorant Garamond (<code>--haveli-font-display</code>), text in Source Sans 3 (
          <code>--haveli-font-text</code>), on the scale <code>{TEXT_TOKENS.join(', ')}</code>.
        </p>
        <p className="display-5">Display: a palace of 1824</p>
        <p className="h1">Heading 1: Royal rooms and suites</p>
        <p className="h2">Heading 2: Dining under the stars</p>
        <p className="h3">Heading 3: The Chandan Spa</p>
        <p className="h4">Heading 4: Courtyard breakfast</p>
        <p className="h5">Heading 5: Check-in from 2 pm</p>
        <p className="h6">Heading 6: Terms of the offer</p>
        <p className="section-eyebrow">Eyebrow: Facilities</p>
        <p className="lead">
          Lead: frescoed walls, carved jharokhas and four-poster beds in the heart of Jaipur.
        </p>
        <p>
          Body: guests arrive through the elephant gate to a courtyard of marigolds. <strong>Semibold</strong>
          , <Link to="/rooms">a link</Link> and <small>small print</small>.
        </p>
      </Section>

      <Section title="Motion and focus">
        <Tokens names={MOTION_TOKENS} />
        <p className="text-secondary">
          Transitions take at most 180 ms and stop under prefers-reduced-motion. Focus shows as a ring, maroon
          on light backgrounds and gold on dark ones: press Tab to see it.
        </p>
        <div className="bg-maroon text-white rounded p-4 d-flex flex-wrap gap-3 align-items-center">
          <Button variant="gold">Gold on maroon</Button>
          <Link className="text-white" to="/home">
            A link on maroon
          </Link>
        </div>
      </Section>

      <Section title="Button" component="Button">
        <div className="d-flex flex-wrap gap-3 mb-3">
          <Button>Primary</Button>
          <Button variant="secondary">Secondary</Button>
          <Button variant="gold">Gold</Button>
          <Button variant="outline">Outline</Button>
          <Button variant="link">Link</Button>
        </div>
        <div className="d-flex flex-wrap gap-3 align-items-center">
          <Button size="sm">Small</Button>
          <Button size="lg">Large</Button>
          <Button disabled>Disabled</Button>
          <Button busy>Booking…</Button>
          <Link className={buttonClassName('secondary')} to="/rooms">
            A link as a button
          </Link>
        </div>
      </Section>

      <Section title="Badge" component="Badge">
        <div className="d-flex flex-wrap gap-2">
          <Badge>Neutral</Badge>
          <Badge tone="brand">Signature</Badge>
          <Badge tone="gold">20% off</Badge>
          <Badge tone="success">Confirmed</Badge>
          <Badge tone="warning">Pending</Badge>
          <Badge tone="danger">Cancelled</Badge>
          <Badge tone="info">New</Badge>
        </div>
      </Section>

      <Section title="Card" component="Card">
        <div className="row row-cols-1 row-cols-md-3 g-4">
          <div className="col">
            <Card title="A card" footer={<PriceDisplay amount={8500} unit="per night" />}>
              <p className="mb-0">A hairline border and a quiet shadow.</p>
            </Card>
          </div>
          <div className="col">
            <Card
              interactive
              title={
                <Link className="stretched-link text-reset text-decoration-none" to="/rooms">
                  An interactive card
                </Link>
              }
            >
              <p className="mb-0">Lifts on hover and focus, when it is one link.</p>
            </Card>
          </div>
          <div className="col">
            <Card title="With an icon">
              <Icon icon={Castle} size={36} className="haveli-state-icon mb-2" />
              <p className="mb-0">Icons follow the text colour.</p>
            </Card>
          </div>
        </div>
      </Section>

      <Section title="Section header" component="SectionHeader">
        <SectionHeader
          eyebrow="Facilities"
          title="Everything for a royal stay"
          lead="Eyebrow, title with its gold rule, and a lead."
          className="mb-0"
        />
      </Section>

      <Section title="Price" component="PriceDisplay">
        <div className="d-flex flex-wrap gap-5">
          <PriceDisplay amount={12500} unit="per night" />
          <PriceDisplay amount={8500} was={10000} unit="per night" />
          <PriceDisplay amount={125000} unit="per event" />
        </div>
      </Section>

      <Section title="Rating" component="Stars">
        <div className="d-flex flex-wrap gap-4">
          <Stars value={5} />
          <Stars value={3} />
          <Stars value={0} />
        </div>
      </Section>

      <Section title="Form controls" component="FormField">
        <div className="row g-4">
          <div className="col-md-4">
            <FormField label="Full name" hint="As on your ID." className="mb-0">
              {(control) => (
                <input {...control} value={name} onChange={(event) => setName(event.target.value)} />
              )}
            </FormField>
          </div>
          <div className="col-md-4">
            <FormField label="Email" error="Please enter a valid email address." className="mb-0">
              {(control) => <input {...control} type="email" defaultValue="guest@" />}
            </FormField>
          </div>
          <div className="col-md-4">
            <FormField label="Room type" controlClassName="form-select" className="mb-0">
              {(control) => (
                <select {...control} defaultValue="suite">
                  <option value="deluxe">Deluxe Room</option>
                  <option value="suite">Maharaja Suite</option>
                </select>
              )}
            </FormField>
          </div>
          <div className="col-md-4">
            <div className="form-check">
              <input className="form-check-input" type="checkbox" id="styleguide-check" defaultChecked />
              <label className="form-check-label" htmlFor="styleguide-check">
                Send me offers
              </label>
            </div>
          </div>
          <div className="col-md-4">
            <FormField label="Disabled" className="mb-0">
              {(control) => <input {...control} disabled defaultValue="Not editable" />}
            </FormField>
          </div>
        </div>
      </Section>

      <Section title="Toast" component="Toast">
        <div className="d-flex flex-column gap-3">
          {TOAST_KINDS.filter((kind) => !closed.includes(kind)).map((kind) => (
            <Toast
              key={kind}
              kind={kind}
              message={TOAST_MESSAGES[kind]}
              onClose={() => setClosed((current) => [...current, kind])}
            />
          ))}
        </div>
      </Section>

      <Section title="Empty state" component="EmptyState">
        <EmptyState
          headingLevel={3}
          title="Your cart is empty"
          message="Dishes you add from the menu appear here."
          action={
            <Link className={buttonClassName('primary')} to="/menu">
              Browse the menu
            </Link>
          }
        />
      </Section>

      <Section title="Error state" component="ErrorState">
        <ErrorState message="The rooms could not be loaded." onRetry={() => undefined} />
      </Section>

      <Section title="Loading state" component="LoadingState">
        <LoadingState label="Loading rooms…" />
        <LoadingState skeleton="lines" label="Loading the article…" />
        <LoadingState skeleton="cards" label="Loading offers…" />
      </Section>

      <Section title="Pager" component="Pager">
        <Pager page={page} total={50} pageSize={10} onPageChange={setPage} numbered label="Example pages" />
      </Section>

      <Section title="Icons" component="Icon">
        <p className="text-secondary">
          From Lucide, drawn as inline SVG: hidden from screen readers when decorative, named when they carry
          meaning.
        </p>
        <ul className="list-unstyled row row-cols-3 row-cols-md-6 g-3">
          {ICONS.map(([iconName, icon]) => (
            <li className="col text-center" key={iconName}>
              <Icon icon={icon} size={28} className="haveli-state-icon" />
              <code className="d-block small mt-1">{iconName}</code>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
