import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { AccountService } from './auth/account.service';
import type { CaptchaService } from './auth/captcha';
import type { LoginService } from './auth/login.service';
import type { TokenService } from './auth/tokens';
import type { Database, Db } from './db/client';
import type { ExcelService } from './excel/excel.service';
import type { AttachmentOwners } from './files/attachment.service';
import type { JobService } from './jobs/job.service';
import type { Outbox } from './outbox';

/** The Fastify instance type every module registers its routes on (zod type provider). */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What the platform hands to every module: database, settings, clock and the platform services. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** The clock; tests move it. */
  now: () => Date;
  tokens: TokenService;
  captcha: CaptchaService;
  login: LoginService;
  account: AccountService;
  /** Background jobs (pg-boss) with status and progress. */
  jobs: JobService;
  /** Excel imports, exports and the template centre. */
  excel: ExcelService;
  /** Interface transfers: outbound messages, their sender and monitor. */
  outbox: Outbox;
  /**
   * Who may open an attachment owned by a document, by owner type: each module that owns documents
   * with attachments registers its rule here (`registerAttachmentOwner`) when its routes register.
   */
  attachmentOwners: AttachmentOwners;
}

/** A module: registers its routes (thin: validate, check permission, call the service). */
export type ModuleRoutes = (app: App, ctx: AppContext) => Promise<void> | void;
