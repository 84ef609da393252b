import type { WithSlice } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import { addLateMiddleware, rootReducer, type ThunkExtra } from 'shared-data/store';
import type { FunctionError } from './invoke-function';

/** What an endpoint asks of the base query: a function name, its JSON body and optional headers. */
export interface FunctionCall {
  name: string;
  body: unknown;
  headers?: Record<string, string>;
}

const functionsBaseQuery: BaseQueryFn<FunctionCall, unknown, FunctionError> = async (call, api) => {
  const { invokeFunction } = api.extra as ThunkExtra;
  return invokeFunction(call.name, call.body, call.headers);
};

/**
 * The one RTK Query api of the site; each domain injects its endpoints. It joins the page's store when this module
 * loads (a page's first query), so pages that ask nothing never load RTK Query.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: functionsBaseQuery,
  endpoints: () => ({}),
});

declare module '../store/create-app-store' {
  /** The api's state joins the store's lazily loaded slices. */
  interface LazyLoadedSlices extends WithSlice<typeof api> {}
}

rootReducer.inject(api);
addLateMiddleware(api.middleware);
