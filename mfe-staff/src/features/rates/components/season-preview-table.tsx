import type { StaffSeasonPreview } from '@haveli/contracts';
import { formatDate, formatInr } from '@haveli/ui';

/** A season's nightly prices before → after for each room type it touches, the changed ones marked. */
export function SeasonPreviewTable({ preview }: { preview: StaffSeasonPreview }) {
  const dates = preview.room_types[0]?.nights.map((night) => night.date) ?? [];
  return (
    <section aria-labelledby="season-preview-title" className="mb-2">
      <h3 className="h6" id="season-preview-title">
        Nightly prices before → after ({preview.plan} plan)
      </h3>
      {preview.shown < preview.nights && (
        <p className="small text-body-secondary">
          The first {preview.shown} of the season’s {preview.nights} nights.
        </p>
      )}
      <div className="table-responsive season-preview">
        <table className="table table-sm align-middle small">
          <caption className="visually-hidden">Nightly prices before and after the season</caption>
          <thead>
            <tr>
              <th scope="col">Night</th>
              {preview.room_types.map((type) => (
                <th scope="col" key={type.id}>
                  {type.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dates.map((date, index) => (
              <tr key={date}>
                <th scope="row" className="text-nowrap fw-normal">
                  {formatDate(date)}
                </th>
                {preview.room_types.map((type) => {
                  const night = type.nights[index]!;
                  const changed = night.after !== night.before;
                  return (
                    <td key={type.id} className={`text-nowrap${changed ? ' table-warning' : ''}`}>
                      {changed ? (
                        <>
                          <del>{formatInr(night.before)}</del> → <strong>{formatInr(night.after)}</strong>
                        </>
                      ) : (
                        <>
                          {formatInr(night.after)} <span className="visually-hidden">(unchanged)</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
