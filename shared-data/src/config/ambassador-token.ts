/** Header that carries the dashboard token to `ambassador-me`. */
export const ambassadorTokenHeader = 'x-ambassador-token';
