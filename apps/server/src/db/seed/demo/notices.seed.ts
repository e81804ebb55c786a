import { eq } from 'drizzle-orm';
import { notices } from '../../../modules/notices/notices.tables';
import { users } from '../../../platform/db/platform.tables';
import type { DemoSeedContext } from './context';

const DAY = 86_400_000;

/** Three notices of the kind head office publishes to the network, newest last in this list. */
const DEMO_NOTICES = [
  {
    daysAgo: 20,
    title: '新版配件目录发布通知',
    content: [
      '各经销商、配送中心：',
      '',
      '2026年第四季度配件目录已发布，共新增配件 326 项，替换件号 58 项，停止供应 41 项。系统中的配件主数据已同步更新，请在配件查询页面按件号或拼音首字母检索。',
      '',
      '注意事项：',
      '1. 状态为“已替换”的配件请按新件号订货，系统不再接受旧件号的订单；',
      '2. 限售配件仅限指定区域经销商订购，详情见配件主数据中的限售说明；',
      '3. 如发现目录信息有误，请通过配件担当反馈。',
      '',
      '售后配件部',
    ].join('\n'),
  },
  {
    daysAgo: 9,
    title: '紧急订单运输方式调整通知',
    content: [
      '各经销商：',
      '',
      '自 2026 年 11 月 15 日起，紧急订单须选择运输方式（空运或海运），常规订单、VOR 订单及 DFS 订单不得填写运输方式。',
      '空运价格按加急系数 1.3 计算；禁运配件不能下紧急订单，航空禁运配件不能下空运紧急订单。',
      '',
      '请各店配件经理及时通知相关人员，避免订单提交失败。',
      '',
      '售后配件部 物流科',
    ].join('\n'),
  },
  {
    daysAgo: 2,
    title: '2027年春节期间配件发运安排',
    content: [
      '各经销商、配送中心：',
      '',
      '2027 年春节期间（2 月 5 日至 2 月 11 日）各配送中心暂停发运，2 月 12 日起恢复正常作业。',
      '1. 节前最后一批常规订单请于 2 月 1 日 17:00 前提交，逾期订单节后统一释放；',
      '2. 节日期间 VOR 订单由北京配送中心值班处理，请提前与区域经理确认审批人；',
      '3. 请各店结合节前销量提前备货，并确认信用余额充足。',
      '',
      '祝大家新春快乐！',
      '',
      '售后配件部',
    ].join('\n'),
  },
];

/** Demo notices, published by the administrator over the last weeks (spec §2 notice centre). */
export async function seedNotices({ db, now }: DemoSeedContext) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  const today = now().getTime();
  await db.insert(notices).values(
    DEMO_NOTICES.map((n) => {
      const at = new Date(today - n.daysAgo * DAY);
      return { title: n.title, content: n.content, publishedBy: admin.id, publishedAt: at, updatedAt: at };
    }),
  );
}
