import { termsOf } from '../core/src/relevance/topic-terms';
for (const topic of process.argv.slice(2)) {
  const t = termsOf([topic]);
  console.log(topic, '=>', t.map((x) => `${x.label}:${x.weight.toFixed(2)}${x.kind ? x.kind[0] : ''}`).join(', '));
}
