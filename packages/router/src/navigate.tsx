import { useEffect } from 'react';
import { useNavigate } from './hooks';
import type { NavigateOptions, To } from './location';

export interface NavigateProps extends NavigateOptions {
  to: To;
}

/** Navigates as soon as it is shown: a redirect in a route table or a guarded screen. */
export function Navigate({ to, replace, state }: NavigateProps) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}
