export { SignedInOnly, type SignedInOnlyProps, type SignedInUser } from './auth/signed-in-only';
export { Badge, type BadgeProps, type BadgeTone } from './components/badge';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/button';
export { Card, type CardProps } from './components/card';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { ErrorState } from './components/error-state';
export { FormAlert, type FormControlProps, FormField, type FormFieldProps } from './components/form-field';
export { InvoiceList, type InvoiceListProps } from './components/invoice-list';
export { LoadingState } from './components/loading-state';
export { Modal } from './components/modal';
export { Pager } from './components/pager';
export { PriceDisplay, type PriceDisplayProps } from './components/price-display';
export { RenderLater, type RenderLaterProps } from './components/render-later';
export { SafeHtml, SAFE_HTML_FAILED_MESSAGE } from './components/safe-html';
export { SectionHeader, type SectionHeaderProps } from './components/section-header';
export { Stars } from './components/stars';
export { Toast, type ToastProps } from './components/toast';
export * from './icons';
export { saveFile } from './files/save-file';
export { useDownload } from './files/use-download';
export { formatInr } from './format/currency';
export { formatDate, formatDateTime, formatWeekday } from './format/date';
export { type LiveArea, useLiveRefresh } from './hooks/use-live-refresh';
export { type Subscribable, useStream } from './hooks/use-stream';
export { definePages, type DefinePagesOptions } from './federation/define-pages';
export { lazyPage } from './federation/lazy-page';
export { StandaloneHost } from './standalone/standalone-host';
