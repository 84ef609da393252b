import { api } from 'shared-data/api';
import type {
  AdminEmailInput,
  AdminEraseResult,
  AdminFailedMailList,
  AdminLeadDetail,
  AdminLeadFilter,
  AdminLeadNoteInput,
  AdminLeadStatusInput,
  AdminLeadsCsv,
  AdminLeadsInput,
  AdminLeadsPage,
  AdminLeadWorkInput,
  AdminLogoutResult,
  AdminMailRetryResult,
  AdminMeResult,
  AdminSendCodeResult,
  AdminSession,
  AdminSummary,
  AdminVerifyInput,
} from './admin.schema';
import { adminTokenHeader } from './admin-model';

const signed = (token: string) => ({ [adminTokenHeader]: token });

/** The team's endpoints: sign-in with a mailed code, the leads inbox and mail health. Every call but sign-in carries the session token. */
export const adminApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminLeads', 'AdminLead', 'AdminFailedMail'] })
  .injectEndpoints({
    endpoints: (build) => ({
      sendAdminCode: build.mutation<AdminSendCodeResult, AdminEmailInput>({
        query: (body) => ({ name: 'admin-send-code', body }),
      }),
      verifyAdminCode: build.mutation<AdminSession, AdminVerifyInput>({
        query: (body) => ({ name: 'admin-verify', body }),
      }),
      adminMe: build.query<AdminMeResult, string>({
        query: (token) => ({ name: 'admin-me', body: {}, headers: signed(token) }),
      }),
      logoutAdmin: build.mutation<AdminLogoutResult, string>({
        query: (token) => ({ name: 'admin-logout', body: {}, headers: signed(token) }),
      }),
      adminLeads: build.query<AdminLeadsPage, { token: string; input: Partial<AdminLeadsInput> }>({
        query: ({ token, input }) => ({ name: 'admin-leads', body: input, headers: signed(token) }),
        providesTags: ['AdminLeads'],
      }),
      adminLead: build.query<AdminLeadDetail, { token: string; id: string }>({
        query: ({ token, id }) => ({ name: 'admin-lead', body: { id }, headers: signed(token) }),
        providesTags: (_result, _error, { id }) => [{ type: 'AdminLead', id }],
      }),
      setLeadStatus: build.mutation<AdminLeadDetail, { token: string; input: AdminLeadStatusInput }>({
        query: ({ token, input }) => ({ name: 'admin-lead-status', body: input, headers: signed(token) }),
        invalidatesTags: (_result, _error, { input }) => ['AdminLeads', { type: 'AdminLead', id: input.id }],
      }),
      // A stale write (409) refreshes the lead too, so the manager sees what the other manager changed.
      saveLeadWork: build.mutation<AdminLeadDetail, { token: string; input: AdminLeadWorkInput }>({
        query: ({ token, input }) => ({ name: 'admin-lead-work', body: input, headers: signed(token) }),
        invalidatesTags: (_result, _error, { input }) => ['AdminLeads', { type: 'AdminLead', id: input.id }],
      }),
      addLeadNote: build.mutation<AdminLeadDetail, { token: string; input: AdminLeadNoteInput }>({
        query: ({ token, input }) => ({ name: 'admin-lead-note', body: input, headers: signed(token) }),
        invalidatesTags: (_result, _error, { input }) => [{ type: 'AdminLead', id: input.id }],
      }),
      markCommissionPaid: build.mutation<AdminLeadDetail, { token: string; id: string }>({
        query: ({ token, id }) => ({ name: 'admin-commission-paid', body: { id }, headers: signed(token) }),
        invalidatesTags: (_result, _error, { id }) => [{ type: 'AdminLead', id }],
      }),
      exportLeadsCsv: build.mutation<AdminLeadsCsv, { token: string; filter: Partial<AdminLeadFilter> }>({
        query: ({ token, filter }) => ({ name: 'admin-leads-csv', body: filter, headers: signed(token) }),
      }),
      adminSummary: build.query<AdminSummary, string>({
        query: (token) => ({ name: 'admin-summary', body: {}, headers: signed(token) }),
        providesTags: ['AdminLeads'],
      }),
      adminFailedMail: build.query<AdminFailedMailList, string>({
        query: (token) => ({ name: 'admin-failed-mail', body: {}, headers: signed(token) }),
        providesTags: ['AdminFailedMail'],
      }),
      retryMail: build.mutation<AdminMailRetryResult, { token: string; id: string }>({
        query: ({ token, id }) => ({ name: 'admin-mail-retry', body: { id }, headers: signed(token) }),
        invalidatesTags: ['AdminFailedMail'],
      }),
      eraseContact: build.mutation<AdminEraseResult, { token: string; contact: string }>({
        query: ({ token, contact }) => ({ name: 'admin-erase', body: { contact }, headers: signed(token) }),
        // The erased leads show anonymised wherever the inbox has them; unsent mail is gone from the failed list.
        invalidatesTags: ['AdminLeads', 'AdminLead', 'AdminFailedMail'],
      }),
    }),
  });

export const {
  useSendAdminCodeMutation,
  useVerifyAdminCodeMutation,
  useAdminMeQuery,
  useLogoutAdminMutation,
  useAdminLeadsQuery,
  useAdminLeadQuery,
  useSetLeadStatusMutation,
  useSaveLeadWorkMutation,
  useAddLeadNoteMutation,
  useMarkCommissionPaidMutation,
  useExportLeadsCsvMutation,
  useAdminSummaryQuery,
  useAdminFailedMailQuery,
  useRetryMailMutation,
  useEraseContactMutation,
} = adminApi;
