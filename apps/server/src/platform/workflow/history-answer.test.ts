import { describe, expect, it } from 'vitest';
import { historyAnswer } from './history-answer';

describe('historyAnswer', () => {
  it('answers the numeric statuses and the ISO time, dropping the actor id', () => {
    expect(
      historyAnswer({
        id: 7,
        level: 2,
        action: 'approve',
        fromState: '1',
        toState: '2',
        actorId: 3,
        actorName: '张三',
        opinion: null,
        createdAt: new Date('2026-03-01T16:30:00.000Z'),
      }),
    ).toEqual({
      id: 7,
      level: 2,
      action: 'approve',
      fromStatus: 1,
      toStatus: 2,
      actorName: '张三',
      opinion: null,
      createdAt: '2026-03-01T16:30:00.000Z',
    });
  });
});
