/** The theme's tokens as /styleguide shows them: the names the shell serves (packages/ui theme.scss). */
export const COLOUR_TOKENS = [
  { name: '--haveli-maroon', use: 'Primary actions, links' },
  { name: '--haveli-maroon-dark', use: 'Header, dark bands' },
  { name: '--haveli-gold', use: 'Rules and ornaments' },
  { name: '--haveli-gold-light', use: 'Gold buttons, focus on dark' },
  { name: '--haveli-gold-deep', use: 'Small gold text on light' },
  { name: '--haveli-sand', use: 'Quiet sections' },
  { name: '--haveli-ivory', use: 'Page background' },
  { name: '--haveli-ink', use: 'Text, footer' },
  { name: '--haveli-muted', use: 'Secondary text' },
  { name: '--haveli-line', use: 'Hairlines, card borders' },
] as const;

export const SPACE_TOKENS = [1, 2, 3, 4, 5, 6, 7].map((step) => `--haveli-space-${step}`);

export const TEXT_TOKENS = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'].map(
  (step) => `--haveli-text-${step}`,
);

export const MOTION_TOKENS = [
  '--haveli-duration',
  '--haveli-ease',
  '--haveli-shadow',
  '--haveli-shadow-raised',
];

/** Every component the page shows, in its order: the e2e test checks each is on the page. */
export const STYLEGUIDE_COMPONENTS = [
  'Button',
  'Badge',
  'Card',
  'SectionHeader',
  'PriceDisplay',
  'Stars',
  'FormField',
  'Toast',
  'EmptyState',
  'ErrorState',
  'LoadingState',
  'Pager',
  'Icon',
] as const;
