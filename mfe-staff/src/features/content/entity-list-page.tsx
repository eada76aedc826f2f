import { roleMayCreateOrDelete, type AdminContentListQuery, type PageCategory } from '@haveli/contracts';
import { Link, useParams, useSearchParams } from '@haveli/router';
import {
  ArrowDown,
  ArrowUp,
  buttonClassName,
  Button,
  EmptyState,
  ErrorState,
  FormAlert,
  Icon,
  LoadingState,
  Pager,
} from '@haveli/ui';
import { type FormEvent, useState } from 'react';
import { signedInRole, StaffPage } from '../../components/staff-page';
import {
  CONTENT_PAGE_SIZE,
  type ContentRecord,
  useContentRecords,
  useMoveContentRecord,
} from './api/content-records';
import { DeleteRecord } from './components/delete-record';
import {
  entitySpecOf,
  isOrdered,
  isSortable,
  PAGE_CATEGORY_OPTIONS,
  type EntitySpec,
} from './content-entities';

/** The list's search, sort, kind of page and page number as the address holds them. */
export function listQueryOf(spec: EntitySpec, params: URLSearchParams): AdminContentListQuery {
  const sort = params.get('sort') ?? undefined;
  const page = Number(params.get('page'));
  const given = params.get('category');
  const category =
    spec.entity === 'pages' && PAGE_CATEGORY_OPTIONS.some((option) => option.value === given)
      ? (given as PageCategory)
      : undefined;
  return {
    q: params.get('q')?.trim() || undefined,
    // Lists the public site shows in the staff's order open in that order, ready to be moved.
    sort:
      sort && isSortable(spec.entity, sort.replace(/^-/, ''))
        ? sort
        : inPublicOrder(spec, category)
          ? 'position'
          : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    category,
  };
}

/** Pages are in the staff's order within one kind (the blog is newest first); other ordered lists as a whole. */
const inPublicOrder = (spec: EntitySpec, category: PageCategory | undefined): boolean =>
  isOrdered(spec.entity) && (spec.entity !== 'pages' || (category !== undefined && category !== 'blog'));

const toParams = (query: AdminContentListQuery): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([key, value]) => value !== undefined && value !== '' && !(key === 'page' && value === 1))
      .map(([key, value]) => [key, String(value)]),
  );

interface SearchFormProps {
  spec: EntitySpec;
  query: AdminContentListQuery;
  onApply: (query: AdminContentListQuery) => void;
}

function SearchForm({ spec, query, onApply }: SearchFormProps) {
  const [q, setQ] = useState(query.q ?? '');
  const [category, setCategory] = useState<string>(query.category ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      ...query,
      q: q.trim() || undefined,
      category: (category || undefined) as PageCategory,
      page: 1,
    });
  };
  return (
    <form role="search" className="row g-2 align-items-end mb-3" onSubmit={submit}>
      <div className="col-12 col-md-5">
        <label htmlFor="content-search" className="form-label">
          Search {spec.many}
        </label>
        <input
          id="content-search"
          type="search"
          className="form-control"
          value={q}
          maxLength={100}
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      {spec.entity === 'pages' && (
        <div className="col-12 col-md-3">
          <label htmlFor="content-category" className="form-label">
            Kind
          </label>
          <select
            id="content-category"
            className="form-select"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="">Every kind</option>
            {PAGE_CATEGORY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="col-auto">
        <Button type="submit" variant="secondary">
          Search
        </Button>
      </div>
    </form>
  );
}

interface SortHeaderProps {
  spec: EntitySpec;
  field: string;
  label: string;
  sort: string | undefined;
  onSort: (sort: string) => void;
}

/** A column heading that sorts the list by it: ascending first, then descending. */
function SortHeader({ spec, field, label, sort, onSort }: SortHeaderProps) {
  if (!isSortable(spec.entity, field)) return <th scope="col">{label}</th>;
  const direction = sort === field ? 'ascending' : sort === `-${field}` ? 'descending' : undefined;
  return (
    <th scope="col" aria-sort={direction ?? 'none'}>
      <button
        type="button"
        className="btn btn-link p-0 text-reset fw-semibold text-decoration-none"
        onClick={() => onSort(direction === 'ascending' ? `-${field}` : field)}
      >
        {label}
        {direction && (
          <Icon icon={direction === 'ascending' ? ArrowUp : ArrowDown} size={16} className="ms-1" />
        )}
        <span className="visually-hidden">
          {direction === 'ascending' ? ', sorted A to Z; sort Z to A' : `, sort by ${label.toLowerCase()}`}
        </span>
      </button>
    </th>
  );
}

function EntityList({ spec }: { spec: EntitySpec }) {
  const [params, setParams] = useSearchParams();
  const query = listQueryOf(spec, params);
  const records = useContentRecords(spec.entity, query);
  const apply = (next: AdminContentListQuery) => setParams(toParams(next));
  // The record asked about stays while the dialog closes, so focus can go back to its button.
  const [deleting, setDeleting] = useState<{ record: ContentRecord; open: boolean }>();
  const searched = Boolean(query.q || query.category);
  const move = useMoveContentRecord(spec.entity);
  // Moving makes sense only in the public order, over the whole list (of pages: of one kind).
  const movable = inPublicOrder(spec, query.category) && query.sort === 'position' && !query.q;
  // A record that carries a price is the manager's to create or delete; an editor edits its words and pictures.
  const mayCreateOrDelete = roleMayCreateOrDelete(signedInRole(), spec.entity);

  let body;
  if (records.isPending) body = <LoadingState label={`Loading ${spec.many}…`} skeleton="lines" />;
  else if (records.isError)
    body = (
      <ErrorState
        title={`We could not load the ${spec.many}`}
        message={records.error.message}
        onRetry={() => void records.refetch()}
      />
    );
  else if (records.data.data.length === 0)
    body = (
      <EmptyState
        title={searched ? `No ${spec.many} match` : `No ${spec.many} yet`}
        message={searched ? 'Change or clear the search to see more.' : `Add the first ${spec.one}.`}
      />
    );
  else
    body = (
      <>
        <FormAlert message={move.isError ? move.error.message : null} />
        <p className="text-secondary" aria-live="polite">
          {records.data.total} {records.data.total === 1 ? spec.one : spec.many}
        </p>
        <div className="table-responsive">
          <table className="table align-middle">
            <caption className="visually-hidden">{spec.label}</caption>
            <thead>
              <tr>
                {spec.columns.map((column) => (
                  <SortHeader
                    key={column.field}
                    spec={spec}
                    field={column.field}
                    label={column.label}
                    sort={query.sort}
                    onSort={(sort) => apply({ ...query, sort, page: 1 })}
                  />
                ))}
                {movable && <th scope="col">Order</th>}
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {records.data.data.map((record, index) => {
                const name = spec.titleOf(record) || `${spec.one} ${record.id}`;
                const page = query.page ?? 1;
                const first = page === 1 && index === 0;
                const last = (page - 1) * CONTENT_PAGE_SIZE + index + 1 >= records.data.total;
                return (
                  <tr key={record.id}>
                    {spec.columns.map((column) => (
                      <td key={column.field} className="text-break">
                        {column.show ? column.show(record[column.field]) : String(record[column.field] ?? '')}
                      </td>
                    ))}
                    {movable && (
                      <td className="text-nowrap">
                        <Button
                          size="sm"
                          variant="outline"
                          className="me-1"
                          disabled={first || move.isPending}
                          onClick={() => move.mutate({ id: record.id, direction: 'up' })}
                        >
                          <Icon icon={ArrowUp} size={16} />
                          <span className="visually-hidden">Move {name} up</span>
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          disabled={last || move.isPending}
                          onClick={() => move.mutate({ id: record.id, direction: 'down' })}
                        >
                          <Icon icon={ArrowDown} size={16} />
                          <span className="visually-hidden">Move {name} down</span>
                        </Button>
                      </td>
                    )}
                    <td className="text-nowrap">
                      <Link
                        to={`/staff/content/${spec.entity}/${record.id}`}
                        className={buttonClassName('outline', 'sm', 'me-2')}
                        aria-label={`Edit ${name}`}
                      >
                        Edit
                      </Link>
                      {mayCreateOrDelete && (
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Delete ${name}`}
                          onClick={() => setDeleting({ record, open: true })}
                        >
                          Delete
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <Pager
          page={query.page ?? 1}
          total={records.data.total}
          pageSize={CONTENT_PAGE_SIZE}
          onPageChange={(page) => apply({ ...query, page })}
          label={`${spec.label} pages`}
        />
      </>
    );

  return (
    <>
      <div className="d-flex flex-wrap gap-2 justify-content-between align-items-start">
        <SearchForm key={params.toString()} spec={spec} query={query} onApply={apply} />
        {mayCreateOrDelete && (
          <Link to={`/staff/content/${spec.entity}/new`} className={buttonClassName('primary')}>
            New {spec.one}
          </Link>
        )}
      </div>
      {body}
      {deleting && (
        <DeleteRecord
          key={deleting.record.id}
          spec={spec}
          record={deleting.record}
          open={deleting.open}
          onClose={() => setDeleting({ ...deleting, open: false })}
        />
      )}
    </>
  );
}

/** /staff/content/:entity (editors, managers): one kind of content, searched, sorted and paged by the API. */
export function EntityListPage() {
  const { entity } = useParams();
  const spec = entitySpecOf(entity);
  if (!spec)
    return (
      <StaffPage title="Content" lead={<Link to="/staff/content">Back to content</Link>}>
        <EmptyState title="No such content" message="Choose a kind of content from the list." />
      </StaffPage>
    );
  return (
    <StaffPage title={spec.label} lead={<Link to="/staff/content">Back to content</Link>}>
      <EntityList key={spec.entity} spec={spec} />
    </StaffPage>
  );
}
