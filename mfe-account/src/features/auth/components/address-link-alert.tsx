import { ADDRESS_LINK_PARAM } from '@haveli/contracts';
import { useLocation, useSearchParams } from '@haveli/router';
import { useEffect, useRef } from 'react';
import { messageOf } from '../../../lib/server-errors';
import { useOpenAddressLink } from '../api/open-address-link';

/**
 * The login page reached from a new-place link (/login?address-link=…): the link is opened once, however often
 * React renders the page, and its token leaves the address bar without a history entry, so that it is neither
 * bookmarked nor seen over the guest's shoulder. Says what the API answered; the form stays usable either way.
 */
export function AddressLinkAlert() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const token = params.get(ADDRESS_LINK_PARAM)?.trim() ?? '';
  const link = useOpenAddressLink();
  const { mutate } = link;
  const sent = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate({ token });
    const rest = new URLSearchParams(params);
    rest.delete(ADDRESS_LINK_PARAM);
    // The state kept: it says where the guest goes once signed in.
    setParams(rest, { replace: true, state });
  }, [token, mutate, params, setParams, state]);

  if (link.isSuccess) {
    return (
      <p className="alert alert-success" role="status">
        {link.data.message}
      </p>
    );
  }
  if (link.isError) {
    return (
      <p className="alert alert-warning" role="alert">
        {messageOf(link.error)}
      </p>
    );
  }
  return null;
}
