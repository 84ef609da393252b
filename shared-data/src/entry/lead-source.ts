/**
 * shared-data/lead-source: where a visit came from (UTM tags, referring host, first page), kept by the page's early
 * script and sent with every lead. Its own entry, so the early script takes nothing else of shared-data.
 */

export * from '../schemas/lead-source';
