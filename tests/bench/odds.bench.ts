// `npm run bench`: the sportsbook's three ratios, each measured side by side in one run. Prints, asserts nothing.
import { runBytesBench } from './odds-bytes.bench';
import { runDecodeBench } from './odds-decode.bench';
import { runRenderBench } from './odds-render.bench';

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
const ms = (x: number) => `${x.toFixed(2)} ms`;
const kb = (x: number) => `${(x / 1024).toFixed(1)} KiB`;

const decode = runDecodeBench();
console.log(
  `decode + group, ${decode.matches} matches (${kb(decode.bytes)}): ${ms(decode.decodeMs)} vs JSON.parse ${ms(decode.parseMs)} -> ${decode.ratio.toFixed(2)}x (target <= 1.5x)`,
);

for (const [name, share] of [
  ['simulator pace', 0],
  ['5% repriced each second', 0.05],
] as const) {
  const bytes = runBytesBench(share);
  console.log(
    `bytes per 1 s refresh, ${bytes.matches} matches, ${name}: delta ${kb(bytes.deltaBytes)} (${bytes.changedRows.toFixed(1)} rows) vs full ${kb(bytes.fullBytes)} -> ${pct(bytes.ratio)} (target <= 10%)`,
  );
}

const render = await runRenderBench();
console.log(
  `Chromium refresh changing 5% of ${render.matches} rows (${render.changedPerRefresh.toFixed(0)} rows): React/MobX ${ms(render.reactMs)} vs vanilla DOM ${ms(render.vanillaMs)} -> ${render.ratio.toFixed(2)}x (target <= 1.2x and < 8 ms); store update alone ${ms(render.storeMs)}, decode alone ${ms(render.decodeMs)}; from a stream frame's text ${ms(render.streamMs)} (target <= 16 ms)`,
);
console.log(
  `rows re-rendered per refresh ${render.renderedRowsPerRefresh.toFixed(2)} (changed rows in view ${render.changedVisibleRows.toFixed(2)}); DOM rows ${render.domRows} for ${render.visibleRows} visible (limit visible + 20)`,
);
