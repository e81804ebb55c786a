import { errorMessage, type PartnerEnvelope } from '@spm/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Principal } from '../../platform/access/principal';
import type { App, AppContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { SIGNATURE_HEADERS, verifySignature } from '../../platform/outbox';
import { interfaceEndpoints } from '../../platform/outbox/outbox.tables';
import type { InvoiceService } from './invoices.service';

/** Body the finance system posts: up to 150 invoices (the interface's cap), each naming a ship or negative bill. */
const partnerInvoices = z.object({
  RequestId: z.string().trim().min(1).max(100),
  Items: z
    .array(
      z.object({
        ShipBillNo: z.string().trim().max(24).optional(),
        NegativeBillNo: z.string().trim().max(20).optional(),
        InvoiceCode: z.string().trim().max(12),
        InvoiceNo: z.string().trim().max(20),
        InvoiceDate: z.string().trim().max(10),
      }),
    )
    .min(1)
    .max(150),
});

/** The finance system acts with head-office scope and no user of ours. */
const partnerPrincipal = (now: Date): Principal => ({
  userId: 0,
  username: 'finance-system',
  name: 'finance-system',
  accountType: 'Internal',
  headOffice: true,
  dealerCode: null,
  dealerType: null,
  supplierCode: null,
  warehouseCodes: [],
  currentWarehouseCode: null,
  roles: [],
  permissions: new Set(),
  scope: { kind: 'all' },
  mustChangePassword: false,
  sessionId: 'partner',
  tokenExpiresAt: now,
});

const envelope = (e: PartnerEnvelope) => e;

/**
 * `POST /api/v1/partners/finance/invoices` (spec §7 second envelope, issue "inbound partner
 * endpoints"): the finance system posts invoice numbers, signed like our outbound calls with the
 * secret of its interface `invoiceRequestToFinance` (`X-Spm-Timestamp`, `X-Spm-Signature` over the raw
 * body; 5 minutes tolerance). Each item is recorded by the form's rules in its own savepoint; the
 * answer is `{ Result, Msg, MsgType, ReturnObject: { RequestId, accepted, errors: [{ ShipBillNo,
 * NegativeBillNo, code, message }] } }` (an item names `ShipBillNo` or `NegativeBillNo`) — `Error`/`Exception` with HTTP 401 for a bad signature, 400 for a malformed body.
 */
export function registerFinancePartnerRoute(app: App, ctx: AppContext, service: InvoiceService) {
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: 512 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.route({
      method: 'POST',
      url: '/api/v1/partners/finance/invoices',
      schema: { hide: true },
      config: { access: { public: true } },
      handler: async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        const [endpoint] = await ctx.db
          .select({ secret: interfaceEndpoints.secret })
          .from(interfaceEndpoints)
          .where(eq(interfaceEndpoints.interfaceCode, 'invoiceRequestToFinance'));
        const signed =
          endpoint &&
          verifySignature({
            secret: endpoint.secret,
            timestamp: request.headers[SIGNATURE_HEADERS.timestamp] as string | undefined,
            signature: request.headers[SIGNATURE_HEADERS.signature] as string | undefined,
            body: raw,
            nowMs: ctx.now().getTime(),
          });
        if (!signed)
          return reply
            .status(401)
            .send(envelope({ Result: 'Error', MsgType: 'Error', Msg: 'PARTNER_SIGNATURE_INVALID' }));
        let parsed: z.infer<typeof partnerInvoices>;
        try {
          parsed = partnerInvoices.parse(JSON.parse(raw));
        } catch {
          return reply
            .status(400)
            .send(envelope({ Result: 'Error', MsgType: 'Exception', Msg: 'BAD_REQUEST' }));
        }
        const principal = partnerPrincipal(ctx.now());
        const errors: { ShipBillNo?: string; NegativeBillNo?: string; code: string; message: string }[] = [];
        let accepted = 0;
        await ctx.db.transaction(async (tx) => {
          for (const item of parsed.Items) {
            try {
              await tx.transaction((sp) =>
                service.record(
                  sp,
                  principal,
                  {
                    shipBillNo: item.ShipBillNo || undefined,
                    negativeBillNo: item.NegativeBillNo || undefined,
                    invoiceCode: item.InvoiceCode,
                    invoiceNo: item.InvoiceNo,
                    invoiceDate: item.InvoiceDate,
                  },
                  null,
                ),
              );
              accepted++;
            } catch (error) {
              if (!(error instanceof AppError)) throw error;
              errors.push({
                ShipBillNo: item.ShipBillNo,
                NegativeBillNo: item.NegativeBillNo,
                code: error.code,
                message: errorMessage(error.code, 'zh-CN', error.params),
              });
            }
          }
        });
        if (accepted > 0) void ctx.outbox.sender.drain().catch(() => undefined);
        return envelope({
          Result: errors.length === 0 ? 'OK' : 'Error',
          MsgType: errors.length === 0 ? 'Success' : 'Error',
          Msg: errors.length === 0 ? 'Success' : `${errors.length} of ${parsed.Items.length} refused`,
          ReturnObject: { RequestId: parsed.RequestId, accepted, errors },
        });
      },
    });
  });
}
