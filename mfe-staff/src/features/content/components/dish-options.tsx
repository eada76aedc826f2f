import { ApiRequestError } from '@haveli/api-client';
import { adminDishOptionsSchema, roleMay, type AdminDishOptionsResponse } from '@haveli/contracts';
import { Button, ErrorState, FormAlert, FormField, LoadingState } from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { signedInRole } from '../../../components/staff-page';
import { useDishOptions, useSaveDishOptions } from '../api/dish-options';

interface ValueDraft {
  id?: number | undefined;
  name: string;
  price: string;
}
interface GroupDraft {
  id?: number | undefined;
  name: string;
  min: string;
  max: string;
  values: ValueDraft[];
}

const draftOf = ({ groups }: AdminDishOptionsResponse): GroupDraft[] =>
  groups.map((group) => ({
    id: group.id,
    name: group.name,
    min: String(group.min),
    max: String(group.max),
    values: group.values.map((value) => ({ id: value.id, name: value.name, price: String(value.price) })),
  }));

const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));
const bodyOf = (groups: GroupDraft[]) => ({
  groups: groups.map((group) => ({
    ...(group.id === undefined ? {} : { id: group.id }),
    name: group.name,
    min: asNumber(group.min),
    max: asNumber(group.max),
    values: group.values.map((value) => ({
      ...(value.id === undefined ? {} : { id: value.id }),
      name: value.name,
      price: asNumber(value.price),
    })),
  })),
});

const NEW_GROUP: GroupDraft = { name: '', min: '0', max: '1', values: [{ name: '', price: '0' }] };

function OptionsForm({ dishId, saved }: { dishId: number; saved: AdminDishOptionsResponse }) {
  // Option prices are money: without it an option keeps its price, and a new one costs nothing extra.
  const priceLocked = !roleMay(signedInRole(), 'money');
  const save = useSaveDishOptions(dishId);
  const [groups, setGroups] = useState<GroupDraft[]>(() => draftOf(saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const change = (index: number, next: Partial<GroupDraft>) =>
    setGroups((current) =>
      current.map((group, position) => (position === index ? { ...group, ...next } : group)),
    );
  const changeValue = (index: number, valueIndex: number, next: Partial<ValueDraft>) =>
    change(index, {
      values: groups[index]!.values.map((value, position) =>
        position === valueIndex ? { ...value, ...next } : value,
      ),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    setFailure(null);
    const parsed = adminDishOptionsSchema.safeParse(bodyOf(groups));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      setFailure('Please correct the fields marked below.');
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (stored) => {
        setGroups(draftOf(stored));
        setDone(true);
      },
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.fields : undefined;
        if (fields) setErrors(fields);
        setFailure(error.message);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="dish-options-title">
      <h2 id="dish-options-title" className="h4">
        Options
      </h2>
      <p className="text-secondary">
        Sizes, spice or add-ons a guest chooses, each with its price on top of the dish’s. A group with fewest
        1 and most 1 is a required choice.
        {priceLocked && ' Only a manager changes option prices.'}
      </p>
      <FormAlert message={failure} />
      {errors.groups && <p className="text-danger">{errors.groups}</p>}
      {done && (
        <p className="alert alert-success" role="status">
          Options saved. The menu shows them now.
        </p>
      )}
      {groups.map((group, index) => {
        const at = `groups.${index}`;
        const groupName = group.name || `group ${index + 1}`;
        return (
          <fieldset key={group.id ?? `new-${index}`} className="card card-body mb-3">
            <legend className="h6">Group {index + 1}</legend>
            <div className="row g-2">
              <FormField label="Group name" className="col-12 col-md-6" error={errors[`${at}.name`]}>
                {(control) => (
                  <input
                    {...control}
                    value={group.name}
                    onChange={(event) => change(index, { name: event.target.value })}
                  />
                )}
              </FormField>
              <FormField label="Fewest choices" className="col-6 col-md-3" error={errors[`${at}.min`]}>
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    value={group.min}
                    onChange={(event) => change(index, { min: event.target.value })}
                  />
                )}
              </FormField>
              <FormField label="Most choices" className="col-6 col-md-3" error={errors[`${at}.max`]}>
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    value={group.max}
                    onChange={(event) => change(index, { max: event.target.value })}
                  />
                )}
              </FormField>
            </div>
            {errors[`${at}.values`] && <p className="text-danger small">{errors[`${at}.values`]}</p>}
            <ul className="list-unstyled mb-2">
              {group.values.map((value, valueIndex) => {
                const valueAt = `${at}.values.${valueIndex}`;
                return (
                  <li key={value.id ?? `new-${valueIndex}`} className="row g-2 align-items-start">
                    <FormField
                      label={`Option ${valueIndex + 1} of ${groupName}`}
                      className="col-12 col-md-6 mb-2"
                      error={errors[`${valueAt}.name`]}
                    >
                      {(control) => (
                        <input
                          {...control}
                          value={value.name}
                          onChange={(event) => changeValue(index, valueIndex, { name: event.target.value })}
                        />
                      )}
                    </FormField>
                    <FormField
                      label={`Price of option ${valueIndex + 1} (₹)`}
                      className="col-8 col-md-3 mb-2"
                      error={errors[`${valueAt}.price`]}
                    >
                      {(control) => (
                        <input
                          {...control}
                          type="number"
                          inputMode="numeric"
                          value={value.price}
                          readOnly={priceLocked}
                          onChange={(event) => changeValue(index, valueIndex, { price: event.target.value })}
                        />
                      )}
                    </FormField>
                    <div className="col-4 col-md-3 pt-4 mt-2">
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={group.values.length === 1}
                        onClick={() =>
                          change(index, {
                            values: group.values.filter((_, position) => position !== valueIndex),
                          })
                        }
                      >
                        Remove
                        <span className="visually-hidden">
                          {' '}
                          option {valueIndex + 1} of {groupName}
                        </span>
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
            <div className="d-flex flex-wrap gap-2">
              <Button
                size="sm"
                variant="secondary"
                onClick={() => change(index, { values: [...group.values, { name: '', price: '0' }] })}
              >
                Add an option<span className="visually-hidden"> to {groupName}</span>
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setGroups((current) => current.filter((_, position) => position !== index))}
              >
                Remove {groupName}
              </Button>
            </div>
          </fieldset>
        );
      })}
      <div className="d-flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => setGroups((current) => [...current, { ...NEW_GROUP }])}>
          Add a group
        </Button>
        <Button type="submit" busy={save.isPending}>
          Save options
        </Button>
      </div>
    </form>
  );
}

/** The option groups of a dish, below its form. */
export function DishOptions({ dishId }: { dishId: number }) {
  const options = useDishOptions(dishId);
  if (options.isPending) return <LoadingState label="Loading the dish’s options…" skeleton="lines" />;
  if (options.isError)
    return (
      <ErrorState
        title="We could not load the dish’s options"
        message={options.error.message}
        onRetry={() => void options.refetch()}
      />
    );
  return <OptionsForm dishId={dishId} saved={options.data} />;
}
