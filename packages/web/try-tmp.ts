import { foldRaw, replayOutput, printDeal, seededDeal, parseDeal } from '@stikk/core';
import { directorRules } from '@stikk/laws';
const deal = printDeal(seededDeal('stikk-ruling-assistant', 1));
console.log(deal);
const events = JSON.parse(process.argv[2]);
const r = foldRaw({ format: 'stikk-table-log/1', edition: '2017', board: 1, deal, events }, { mode: 'record', rules: directorRules });
if (!r.ok) console.log(JSON.stringify(r.error)); else { const o = replayOutput(r.value); console.log(JSON.stringify({ phase: o.phase, turn: o.turn, pending: o.pending, rulings: o.rulings, restrictions: o.restrictions, events: o.events, tricks: o.tricks, result: o.result }, null, 1)); }
