import { Link } from '@haveli/router';
import { PageHeader } from '../../components/page-header';
import { QueryState } from '../../components/query-state';
import { useRewards } from './api/get-rewards';

/** SPEC §2 Rewards: cards with image, title, description, discount and a Redeem Now link. */
export function RewardsPage() {
  const rewards = useRewards();
  return (
    <>
      <PageHeader title="Rewards" lead="The more you stay, the more the haveli gives back." />
      <div className="container py-5">
        <QueryState
          query={rewards}
          loading="Loading rewards…"
          errorTitle="We could not load our rewards"
          empty="No rewards are on offer right now."
          isEmpty={(data) => data.length === 0}
        >
          {(data) => (
            <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 list-unstyled mb-0">
              {data.map((reward) => (
                <li className="col" key={reward.id}>
                  <article className="card h-100 border-0 shadow-sm reward-card">
                    <img
                      src={reward.image}
                      alt=""
                      width={600}
                      height={400}
                      loading="lazy"
                      className="card-img-top reward-card-image"
                    />
                    <div className="card-body d-flex flex-column">
                      <p className="mb-2">
                        <span className="badge text-bg-warning fs-6">{reward.discount}% off</span>
                      </p>
                      <h2 className="h5 card-title">{reward.reward_title}</h2>
                      <p className="card-text text-secondary flex-grow-1">{reward.reward_description}</p>
                      <Link
                        className="btn btn-primary align-self-start"
                        to="/user-booking"
                        aria-label={`Redeem Now: ${reward.reward_title}`}
                      >
                        Redeem Now
                      </Link>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </>
  );
}
