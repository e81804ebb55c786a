/** Client-side constants of the spec (§2, §7, §9). One place, so a deployment can tune them. */
export const appConfig = {
  /** Request timeout (spec §9). */
  requestTimeoutMs: 600_000,
  /** Error and warning messages stay this long, closable (spec §9). */
  messageSeconds: 10,
  /** Sidebar width and the width below which the layout switches to mobile (spec §9). */
  sidebarWidth: 260,
  sidebarCollapsedWidth: 54,
  mobileBreakpoint: 992,
  /** How many visited pages the tags view keeps (spec §9 "visited-tab cap comes from configuration"). */
  tagsViewCap: 20,
  /** How often `/static/version.json` is polled. */
  versionPollMs: 60_000,
  /** Local failed sign-ins after which the verification code is shown without waiting for the server. */
  captchaAfterLocalFailures: 3,
  /** Login screen password minimum (spec §5). */
  loginPasswordMinLength: 6,
  /** Page sizes offered by list pages; the API allows at most 500. */
  pageSizes: [20, 50, 100, 200, 500],
  defaultPageSize: 20,
  /** Dealer types for which the POPP menu group is shown (spec §2); used by the POPP routes. */
  poppDealerTypes: ['JointVentureA', 'JointVentureB'] as readonly string[],
  /** Attachment limits (spec §9): general file name length and accepted types. */
  attachmentNameMax: 100,
  attachmentAccept: '.xls,.xlsx,.doc,.docx,.pdf,.zip,.jpg,.jpeg,.png',
  attachmentMaxMb: 10,
} as const;

/** Theme colours offered in the settings drawer. */
export const THEME_COLORS = [
  '#1677ff',
  '#13c2c2',
  '#52c41a',
  '#fa8c16',
  '#f5222d',
  '#722ed1',
  '#2f54eb',
] as const;
