import type { Scenario } from '../lib/scenario';
import { exportFigure, PREFIX } from './parts-excel';

const NAME = 'parts-export';

/**
 * The parts export of the `parts-excel` scenario's generated rows on a server that has done nothing
 * else, so its peak RSS is the export's own (after an import in the same process the heap it left
 * counts too). Run it alone (`--only parts-export`) on a database where `parts-excel` ran before; with
 * fewer than `--excel-rows` generated parts the scenario fails, naming the shortfall.
 */
export const partsExportScenario: Scenario = {
  name: NAME,
  description: 'parts export of the generated rows on a fresh server',
  async prepare(db, ctx) {
    const [{ n }] = await db.query<{ n: string }>('select count(*) as n from parts where part_code like $1', [
      `${PREFIX}-%`,
    ]);
    const present = Number(n);
    return {
      baseline: [],
      async run({ server, users }) {
        if (present < ctx.excelRows) {
          throw new Error(`${present} generated parts, ${ctx.excelRows} wanted: run parts-excel first`);
        }
        const measured = await exportFigure(server, users.admin, ctx);
        return [{ ...measured, scenario: NAME }];
      },
    };
  },
};
