import { ApiRequestError } from '@haveli/api-client';
import { isPricedEntity, MONEY_FIELDS, roleMay } from '@haveli/contracts';
import { useNavigate } from '@haveli/router';
import { Button, FormAlert, FormField } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { type ContentRecord, useSaveContentRecord } from '../api/content-records';
import { signedInRole } from '../../../components/staff-page';
import type { EntitySpec, FieldSpec } from '../content-entities';
import { type Draft, draftOf, type FieldErrors, validateDraft } from '../record-draft';
import { ImageField } from './image-field';
import { RecordSelect } from './record-select';
import { RichTextField } from './rich-text-field';

interface RecordFormProps {
  spec: EntitySpec;
  /** The record being changed; a new one is made without it. */
  record?: ContentRecord;
}

const MONEY_HINT = 'Only a manager changes prices, discounts and coupons.';

/**
 * The form of one record, its fields from the entity's contract; messages stand beside their fields. A role
 * that may not change money sees the money fields read-only (the API refuses a change to them) and is not
 * offered a new priced record.
 */
export function RecordForm({ spec, record }: RecordFormProps) {
  const moneyLocked = !roleMay(signedInRole(), 'money');
  if (moneyLocked && !record && isPricedEntity(spec.entity))
    return (
      <p className="alert alert-info" role="status">
        Every {spec.one} carries a price: a manager creates it, and you can then edit its words and pictures.
      </p>
    );
  return <EditableRecordForm spec={spec} record={record} moneyLocked={moneyLocked} />;
}

function EditableRecordForm({ spec, record, moneyLocked }: RecordFormProps & { moneyLocked: boolean }) {
  const navigate = useNavigate();
  const save = useSaveContentRecord(spec.entity, record?.id);
  const [draft, setDraft] = useState<Draft>(() => draftOf(spec, record));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const set = (name: string, value: string | boolean) =>
    setDraft((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(null);
    setFailure(null);
    const checked = validateDraft(spec, draft);
    if (checked.errors) {
      setErrors(checked.errors);
      setFailure('Please correct the fields marked below.');
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: (stored) => {
        if (!record) {
          navigate(`/staff/content/${spec.entity}/${stored.id}`, { replace: true, state: { created: true } });
          return;
        }
        // The API's version: rich text as its sanitiser kept it.
        setDraft(draftOf(spec, stored));
        setSaved('Saved. The public site shows the change now.');
      },
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.fields : undefined;
        if (fields && Object.keys(fields).length > 0) {
          setErrors(fields);
          setFailure('Please correct the fields marked below.');
        } else setFailure(error.message);
      },
    });
  };

  const control = (field: FieldSpec) => {
    const value = draft[field.name] ?? '';
    const error = errors[field.name];
    const locked = moneyLocked && (MONEY_FIELDS[spec.entity] ?? []).includes(field.name);
    switch (field.kind) {
      case 'html':
        return (
          <RichTextField
            key={field.name}
            label={field.label}
            value={String(value)}
            error={error}
            onChange={(html) => set(field.name, html)}
          />
        );
      case 'image':
        return (
          <ImageField
            key={field.name}
            label={field.label}
            value={String(value)}
            error={error}
            onChange={(url) => set(field.name, url)}
          />
        );
      case 'boolean':
        return (
          <div className="form-check mb-3" key={field.name}>
            <input
              id={`content-field-${field.name}`}
              type="checkbox"
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              checked={Boolean(value)}
              disabled={locked}
              onChange={(event) => set(field.name, event.target.checked)}
            />
            <label className="form-check-label" htmlFor={`content-field-${field.name}`}>
              {field.label}
            </label>
            {locked && <div className="form-text">{MONEY_HINT}</div>}
            {error && <div className="invalid-feedback">{error}</div>}
          </div>
        );
      default:
        return (
          <FormField
            key={field.name}
            label={field.label}
            error={error}
            hint={locked ? MONEY_HINT : field.hint}
            controlClassName={field.kind === 'select' ? 'form-select' : 'form-control'}
          >
            {(props) =>
              field.optionsFrom ? (
                <RecordSelect
                  control={props}
                  entity={field.optionsFrom}
                  value={String(value)}
                  onChange={(choice) => set(field.name, choice)}
                />
              ) : field.kind === 'select' ? (
                <select
                  {...props}
                  disabled={locked}
                  value={String(value)}
                  onChange={(event) => set(field.name, event.target.value)}
                >
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : field.kind === 'textarea' || field.kind === 'lines' ? (
                <textarea
                  {...props}
                  rows={field.kind === 'lines' ? 3 : 4}
                  value={String(value)}
                  onChange={(event) => set(field.name, event.target.value)}
                />
              ) : (
                <input
                  {...props}
                  readOnly={locked}
                  type={field.kind === 'number' ? 'number' : 'text'}
                  inputMode={field.kind === 'number' ? 'numeric' : undefined}
                  value={String(value)}
                  onChange={(event) => set(field.name, event.target.value)}
                />
              )
            }
          </FormField>
        );
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={record ? `Edit ${spec.one}` : `New ${spec.one}`}>
      <FormAlert message={failure} />
      {saved && (
        <p className="alert alert-success" role="status">
          {saved}
        </p>
      )}
      {spec.fields.map(control)}
      <div className="d-flex flex-wrap gap-2">
        <Button type="submit" busy={save.isPending}>
          {record ? 'Save changes' : `Create ${spec.one}`}
        </Button>
      </div>
    </form>
  );
}
