import { ADMIN_CONTRACTS } from '@haveli/contracts';
import type { EntitySpec, FieldSpec } from './content-entities';

/** What the form's controls hold: text for every field, a tick for true/false ones. */
export type Draft = Record<string, string | boolean>;
export type FieldErrors = Record<string, string>;

function draftValue(field: FieldSpec, value: unknown): string | boolean {
  if (field.kind === 'boolean') return value === undefined ? true : Boolean(value);
  if (field.kind === 'lines') return Array.isArray(value) ? value.join('\n') : '';
  if (field.kind === 'select' && (value === undefined || value === null))
    return field.options?.[0]?.value ?? '';
  return value === undefined || value === null ? '' : String(value);
}

/** The form's starting values: the record's, or a new record's defaults. */
export const draftOf = (spec: EntitySpec, record?: Record<string, unknown>): Draft =>
  Object.fromEntries(spec.fields.map((field) => [field.name, draftValue(field, record?.[field.name])]));

function bodyValue(field: FieldSpec, value: string | boolean): unknown {
  if (field.kind === 'boolean') return Boolean(value);
  const text = String(value);
  if (field.kind === 'lines')
    return text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  if (field.kind === 'select' && field.numeric) return text === '' ? undefined : Number(text);
  if (field.kind === 'number') {
    if (text.trim() === '') return field.nullable ? null : undefined;
    return Number(text);
  }
  return text;
}

/**
 * The request's body, checked by the entity's own create schema (the API's, with its messages): either the
 * body to send or each field's first message.
 */
export function validateDraft(
  spec: EntitySpec,
  draft: Draft,
): { body: Record<string, unknown>; errors?: undefined } | { body?: undefined; errors: FieldErrors } {
  const raw = Object.fromEntries(
    spec.fields.map((field) => [field.name, bodyValue(field, draft[field.name] ?? '')]),
  );
  const parsed = ADMIN_CONTRACTS[spec.entity].create.safeParse(raw);
  if (parsed.success) return { body: parsed.data as Record<string, unknown> };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field) errors[field] ??= issue.message;
  }
  return { errors };
}
