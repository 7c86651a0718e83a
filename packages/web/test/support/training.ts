/** Where a training scenario stands in the trainer's order (-1: no such scenario), for e2e tests. */
import { TRAINING_COUNT, trainingQuestion } from '../../src/training.js';

/** The index of the scenario named `id` among the trainer's questions, or -1. */
export function trainingIndex(id: string): number {
  for (let i = 0; i < TRAINING_COUNT; i++) if (trainingQuestion(i).scenario.id === id) return i;
  return -1;
}
