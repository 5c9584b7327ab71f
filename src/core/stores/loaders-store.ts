import { proxy } from 'valtio/vanilla';

/** spec §3 "Stores": loaders (loading, page loading, infinite scroll loading). */
export interface LoadersState {
  loading: boolean;
  pageLoading: boolean;
  infiniteScrollLoading: boolean;
}

export function createLoadersStore(): LoadersState {
  return proxy<LoadersState>({ loading: false, pageLoading: false, infiniteScrollLoading: false });
}
