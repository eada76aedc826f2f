import { Button } from '@haveli/ui';
import { type FormEvent, useState } from 'react';

/** The search box of a server-searched list; the search runs when sent. */
export function ListSearch({
  label,
  value,
  onSearch,
}: {
  label: string;
  value: string;
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useState(value);
  const id = `search-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="d-flex flex-wrap gap-2 align-items-end mb-3" role="search" onSubmit={submit}>
      <div>
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        <input
          id={id}
          type="search"
          className="form-control"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline">
        Search
      </Button>
    </form>
  );
}
