import { adminMessages } from 'shared-data/core';
import { errorResponse } from '../http/responses';

/** The admin functions' own errors; a refused caller learns nothing about leads, managers or ambassadors. */
export const adminErrors = {
  unauthorized: () => errorResponse(401, 'unauthorized', adminMessages.signedOut),
  leadNotFound: () => errorResponse(404, 'not_found', adminMessages.leadNotFound),
  mailJobNotFound: () => errorResponse(404, 'not_found', adminMessages.mailJobNotFound),
  moveNotAllowed: (message: string) => errorResponse(409, 'status_conflict', message),
  staleLead: () => errorResponse(409, 'stale_lead', adminMessages.staleLead),
  unknownOwner: () =>
    errorResponse(400, 'validation_failed', adminMessages.ownerInvalid, {
      owner: adminMessages.ownerInvalid,
    }),
  noCommission: () => errorResponse(409, 'no_commission', adminMessages.commissionNone),
} as const;
