import { SUBSIDY_ATTACHMENT_KINDS } from '@spm/domain';
import { eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCIDENT_PLATE,
  ACCIDENT_VIN,
  completeAttachmentFiles,
  enterAccidentOrder,
  importSettlement,
  settlementId,
  uploadSubsidyFile,
} from '../../../test/accident-cars';
import { FP, insertFlowParts, setCredit } from '../../../test/builders';
import { clientOf } from '../../../test/client';
import { testClock, useTestApp } from '../../../test/helpers';
import { SAMPLE_PDF, SAMPLE_PNG } from '../../../test/multipart';
import { clientRefusedOf, expectError } from '../../../test/refusals';
import { readXlsx } from '../../../test/xlsx';
import { users } from '../../platform/db/platform.tables';
import { findVehicleByVin } from '../vehicles';
import { vehicles } from '../vehicles/vehicles.tables';
import { areaManagerRegions } from './accident-cars.tables';

const APPROVERS = ['area-manager', 'parts-manager', 'fixprice', 'finance'] as const;

/**
 * The accident car subsidy through the API (spec §3, §4, §5, §9): attachments by kind and count, the
 * 90-day submit window on both sides in the business time zone, the data checks, the four levels in
 * turn (role, area, pending for me), the history, and the second head-office rejection blocking submit.
 */
describe('accident car subsidy: four-level approval', () => {
  // 2026-11-21 23:59 in Shanghai is 15:59Z; the settlement is signed 2026-08-23 (Shanghai)
  const clock = testClock(new Date('2026-11-21T15:59:00Z'));
  const t = useTestApp(['dealer', 'dealer2', 'hq', ...APPROVERS] as const, {
    clock,
    setup: async (t) => {
      await insertFlowParts(t);
      await setCredit(t, 'D0001', '500000.00', '500000.00');
    },
  });
  const dealer = clientOf(t, 'dealer');
  const refused = clientRefusedOf(t);
  let body: Record<string, unknown>;
  let files: { id: number; kind: string }[];

  const create = async (extra: Record<string, unknown> = {}) => {
    const res = await dealer.post('/api/v1/subsidy-applications', { ...body, ...extra });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { id: number; version: number; status: number; applicationNo: string };
  };
  const act = (user: (typeof APPROVERS)[number] | 'dealer', id: number, action: string, payload: object) =>
    clientOf(t, user).post(`/api/v1/subsidy-applications/${id}/${action}`, payload);
  const pendingIds = async (user: (typeof APPROVERS)[number]) =>
    (await clientOf(t, user).get('/api/v1/subsidy-applications?pendingForMe=true')).body.data.items.map(
      (a: { id: number }) => a.id,
    );

  beforeAll(async () => {
    expect((await importSettlement(t, t.tokens.dealer, 'WX-S-1', '2026-08-23 00:30')).data.status).toBe(
      'succeeded',
    );
    const settlement = await settlementId(dealer, 'WX-S-1');
    const order = await enterAccidentOrder(dealer, {
      plateNo: ACCIDENT_PLATE,
      settlementContractId: settlement,
      lines: [{ partCode: FP.filter.partCode, qty: 2 }],
    });
    const vehicle = await findVehicleByVin(t.ctx.db, ACCIDENT_VIN);
    body = {
      settlementContractId: settlement,
      accidentOrderId: order.id,
      materialNumber: FP.filter.partCode,
      reportMonth: '2026-11',
      plateNo: ACCIDENT_PLATE,
      vin: ACCIDENT_VIN,
      licenceRegistrationDate: vehicle?.deliveryDate,
      lossDeterminationDate: '2026-08-20',
      lossAmount: '25000.00',
      policyAmount: '100000.00',
      deduction: '200',
    };
    files = [];
    for (const f of await completeAttachmentFiles(SUBSIDY_ATTACHMENT_KINDS, SAMPLE_PNG, SAMPLE_PDF)) {
      const res = await uploadSubsidyFile(t, t.tokens.dealer, f.kind, f.name, f.content);
      expect(res.statusCode, res.body).toBe(200);
      files.push({ id: res.json().data.id, kind: f.kind });
    }
  });

  it('checks each upload against its kind by content, 5 MB and a 30-character name', async () => {
    const png = await uploadSubsidyFile(t, t.tokens.dealer, 'labourCost', 'labour.xlsx', SAMPLE_PNG);
    expectError(png, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const pdfInvoice = await uploadSubsidyFile(
      t,
      t.tokens.dealer,
      'repairInvoice',
      'invoice.pdf',
      SAMPLE_PDF,
    );
    expect(pdfInvoice.statusCode).toBe(415);
    const long = await uploadSubsidyFile(
      t,
      t.tokens.dealer,
      'vinPhoto',
      `${'长'.repeat(27)}.png`,
      SAMPLE_PNG,
    );
    expectError(long, 422, 'FILE_NAME_TOO_LONG');
    const big = Buffer.concat([SAMPLE_PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await uploadSubsidyFile(t, t.tokens.dealer, 'vinPhoto', 'big.png', big)).statusCode).toBe(413);
    // a file saved under a kind it does not fit is refused at save
    const xlsx = files.find((f) => f.kind === 'labourCost') as { id: number };
    await refused('dealer', 415, 'SUBSIDY_ATTACHMENT_TYPE', 'attachments[0]').post(
      '/api/v1/subsidy-applications',
      { ...body, attachments: [{ id: xlsx.id, kind: 'vinPhoto' }] },
    );
  });

  it('calculates the figures; refuses a malformed amount and a VIN unlike the order', async () => {
    const app = await create();
    const detail = (await dealer.get(`/api/v1/subsidy-applications/${app.id}`)).body.data;
    expect(detail).toMatchObject({
      status: 0,
      approvalFlowStatus: -1,
      modelCode: 'LAV15',
      preDiscountTotal: '10000.00',
      fixedLossRatio: '0.2500',
      subsidyAmount: '1500.00',
      deduction: '200.00',
      actualSupplementaryAmount: '1300.00',
      signingDate: '2026-08-23',
      lastSubmitDate: '2026-11-21',
    });
    expect(
      (await dealer.post('/api/v1/subsidy-applications', { ...body, lossAmount: '1.234' })).statusCode,
    ).toBe(400);
    const vin = await otherVin();
    await refused('dealer', 422, 'SUBSIDY_VIN_MISMATCH', 'vin').post('/api/v1/subsidy-applications', {
      ...body,
      vin,
    });
  });

  it.each<[string, unknown, string]>([
    ['plateNo', '沪Z99999', 'SUBSIDY_PLATE_MISMATCH'],
    ['licenceRegistrationDate', '2020-01-01', 'SUBSIDY_DELIVERY_DATE_MISMATCH'],
    ['materialNumber', FP.pad.partCode, 'SUBSIDY_MATERIAL_NOT_ON_ORDER'],
    ['lossAmount', '100000.01', 'SUBSIDY_LOSS_ABOVE_POLICY'],
    ['standardId', 1, 'SUBSIDY_STANDARD_MISMATCH'],
  ])('refuses a %s unlike the register, the order or the standard', async (field, value, code) => {
    await refused('dealer', 422, code, field).post('/api/v1/subsidy-applications', {
      ...body,
      [field]: value,
    });
  });

  it('refuses submit naming each missing kind; submits on day 90 (23:59 Shanghai) once complete', async () => {
    const short = files.filter((f) => f.kind !== 'vinPhoto' && f.kind !== 'repairInvoice');
    const app = await create({ attachments: short });
    const missing = await refused('dealer', 422, 'SUBSIDY_ATTACHMENT_MISSING').post(
      `/api/v1/subsidy-applications/${app.id}/submit`,
      { version: app.version },
    );
    expect(missing.errors.map((e) => e.field)).toEqual(['attachments.vinPhoto', 'attachments.repairInvoice']);
    const saved = await dealer.put(`/api/v1/subsidy-applications/${app.id}`, {
      ...body,
      attachments: files,
      version: app.version,
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.attachments).toHaveLength(files.length);

    clock.set('2026-11-21T16:00:00Z'); // 00:00 of day 91 in Shanghai, still 2026-11-21 in UTC
    const late = await refused('dealer', 422, 'SUBSIDY_SUBMIT_WINDOW_PASSED').post(
      `/api/v1/subsidy-applications/${app.id}/submit`,
      { version: saved.body.data.version },
    );
    expect(late.message).toContain('2026-11-21');
    clock.set('2026-11-21T15:59:00Z');
    const submitted = await dealer.post(`/api/v1/subsidy-applications/${app.id}/submit`, {
      version: saved.body.data.version,
    });
    expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
    expect(submitted.body.data).toMatchObject({ status: 1, level: 1, approvalFlowStatus: 0 });
    await refused('dealer', 409, 'SUBSIDY_NOT_EDITABLE').put(`/api/v1/subsidy-applications/${app.id}`, {
      ...body,
      version: submitted.body.data.version,
    });

    // four levels in turn; each approver sees it pending only at its own level
    let version = submitted.body.data.version;
    for (const [i, user] of APPROVERS.entries()) {
      for (const other of APPROVERS) {
        expect((await pendingIds(other)).includes(app.id), `${other} at level ${i + 1}`).toBe(other === user);
      }
      const next = APPROVERS[(i + 1) % 4];
      await refused(next, 403, 'WORKFLOW_NOT_APPROVER').post(
        `/api/v1/subsidy-applications/${app.id}/approve`,
        {
          version,
        },
      );
      const res = await act(user, app.id, 'approve', { version, opinion: '同意' });
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      version = res.body.data.version;
    }
    const done = (await dealer.get(`/api/v1/subsidy-applications/${app.id}`)).body.data;
    expect(done).toMatchObject({ status: 11, level: null, approvalFlowStatus: 3 });
    expect(
      done.history.map((h: { toStatus: number; level: number | null }) => [h.toStatus, h.level]),
    ).toEqual([
      [1, null],
      [3, 1],
      [5, 2],
      [7, 3],
      [11, 4],
    ]);
    expect(done.history[1]).toMatchObject({ actorName: '郑涛', opinion: '同意' });
  });

  it('a rejection returns it with the opinion; the second head-office rejection blocks submit', async () => {
    const app = await create({ attachments: files.slice(0, 0) });
    // complete the attachments with a fresh upload set (each file belongs to one application)
    const own: { id: number; kind: string }[] = [];
    for (const f of await completeAttachmentFiles(SUBSIDY_ATTACHMENT_KINDS, SAMPLE_PNG, SAMPLE_PDF)) {
      own.push({
        id: (await uploadSubsidyFile(t, t.tokens.dealer, f.kind, f.name, f.content)).json().data.id,
        kind: f.kind,
      });
    }
    let v = (
      await dealer.put(`/api/v1/subsidy-applications/${app.id}`, {
        ...body,
        attachments: own,
        version: app.version,
      })
    ).body.data.version;
    v = (await act('dealer', app.id, 'submit', { version: v })).body.data.version;
    const noOpinion = await act('area-manager', app.id, 'reject', { version: v });
    expect([noOpinion.statusCode, noOpinion.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const first = await act('area-manager', app.id, 'reject', { version: v, opinion: '照片不清晰' });
    expect(first.body.data).toMatchObject({ status: 2, rejectCount: 1, approvalFlowStatus: 2 });
    v = (await act('dealer', app.id, 'submit', { version: first.body.data.version })).body.data.version;
    v = (await act('area-manager', app.id, 'approve', { version: v })).body.data.version;
    const second = await act('parts-manager', app.id, 'reject', { version: v, opinion: '金额不符' });
    expect(second.body.data).toMatchObject({ status: 4, rejectCount: 2 });
    await refused('dealer', 409, 'SUBSIDY_SUBMIT_BLOCKED').post(
      `/api/v1/subsidy-applications/${app.id}/submit`,
      { version: second.body.data.version },
    );
    // still returned (editable), but saving it again does not clear the two rejections
    const resaved = await dealer.put(`/api/v1/subsidy-applications/${app.id}`, {
      ...body,
      attachments: own,
      remark: '已补充说明',
      version: second.body.data.version,
    });
    expect(resaved.statusCode, JSON.stringify(resaved.body)).toBe(200);
    expect(resaved.body.data).toMatchObject({ status: 4, rejectCount: 2 });
    await refused('dealer', 409, 'SUBSIDY_SUBMIT_BLOCKED').post(
      `/api/v1/subsidy-applications/${app.id}/submit`,
      { version: resaved.body.data.version },
    );
    const after = (await dealer.get(`/api/v1/subsidy-applications/${app.id}`)).body.data;
    expect(after).toMatchObject({ status: 4, rejectCount: 2, version: resaved.body.data.version });
    for (const user of APPROVERS) expect(await pendingIds(user)).not.toContain(app.id);
  });

  it('scope: another dealer and an area manager of another region see nothing (404)', async () => {
    const app = await create();
    const dealer2 = clientOf(t, 'dealer2');
    expect((await dealer2.get(`/api/v1/subsidy-applications/${app.id}`)).statusCode).toBe(404);
    expect((await dealer2.get('/api/v1/subsidy-applications')).body.data.total).toBe(0);
    // the export follows the list's scope: the header row only for another dealer, this one for its own
    const other = await dealer2.get('/api/v1/subsidy-applications/export');
    expect(other.statusCode).toBe(200);
    expect([...(await readXlsx(other.raw)).values()][0]).toHaveLength(1);
    const own = [
      ...(await readXlsx((await dealer.get('/api/v1/subsidy-applications/export')).raw)).values(),
    ][0];
    expect(own.map((r) => r[0])).toContain(app.applicationNo);
    expect(
      (await dealer2.put(`/api/v1/subsidy-applications/${app.id}`, { ...body, version: 0 })).statusCode,
    ).toBe(404);
    const [am] = await t.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'area-manager'));
    await t.ctx.db
      .update(areaManagerRegions)
      .set({ region: 'zz' })
      .where(eq(areaManagerRegions.userId, am.id));
    const manager = clientOf(t, 'area-manager');
    expect((await manager.get(`/api/v1/subsidy-applications/${app.id}`)).statusCode).toBe(404);
    expect((await manager.get('/api/v1/subsidy-applications')).body.data.total).toBe(0);
    expect(
      (await manager.post(`/api/v1/subsidy-applications/${app.id}/approve`, { version: 0 })).statusCode,
    ).toBe(404);
    // a head-office user without the approver permission is refused outright
    expect((await clientOf(t, 'hq').get('/api/v1/subsidy-applications')).statusCode).toBe(403);
    expect(
      (await dealer.post(`/api/v1/subsidy-applications/${app.id}/approve`, { version: 0 })).statusCode,
    ).toBe(403);
  });

  /** A registered VIN other than the order's. */
  async function otherVin(): Promise<string> {
    const [row] = await t.ctx.db
      .select({ vin: vehicles.vin })
      .from(vehicles)
      .where(ne(vehicles.vin, ACCIDENT_VIN))
      .limit(1);
    return row.vin;
  }
});
