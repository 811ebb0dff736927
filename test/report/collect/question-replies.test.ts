// Which questions are replies to the assistant's clarifying question: decided by the turn before in the same
// conversation, by time, whatever order the rows come in, with a bounded number of turns held.
import { describe, expect, it } from 'vitest';
import { ReplySieve } from '../../../src/report/collect/question-replies.ts';
import type { Turn } from '../../../src/report/collect/question-replies.ts';

const at = (second: number) => `2026-11-18T09:00:${String(second).padStart(2, '0')}Z`;

function sieve(limit?: number) {
  const decided: [string, boolean][] = [];
  return { decided, sieve: new ReplySieve<string>((question, reply) => decided.push([question, reply]), limit) };
}

describe('ReplySieve', () => {
  it('takes a question for a reply when the turn before it in its conversation got a clarifying question', () => {
    const { decided, sieve: s } = sieve();
    const turns: [Turn, string?][] = [
      [{ conversationId: 'a', timestamp: at(3), clarifying: false }, 'the second one'],
      [{ conversationId: 'a', timestamp: at(9), clarifying: false }, 'and in ZPL too?'],
      [{ conversationId: 'a', timestamp: at(1), clarifying: true }],
      [{ conversationId: 'b', timestamp: at(5), clarifying: false }, 'UK'],
      [{ conversationId: 'b', timestamp: at(2), clarifying: false }],
      [{ timestamp: at(4), clarifying: false }, 'no conversation'],
      [{ conversationId: 'c', timestamp: 'yesterday', clarifying: false }, 'no time'],
    ];
    for (const [turn, question] of turns) s.add(turn, question);
    expect(decided).toEqual([
      ['no conversation', false],
      ['no time', false],
    ]);
    s.flush();
    expect(new Map(decided)).toEqual(
      new Map([
        ['no conversation', false],
        ['no time', false],
        ['the second one', true],
        ['and in ZPL too?', false],
        ['UK', false],
      ]),
    );
  });

  it('holds at most its limit of turns, deciding the conversation touched longest ago first', () => {
    const { decided, sieve: s } = sieve(3);
    s.add({ conversationId: 'a', timestamp: at(2), clarifying: false }, 'a reply come early');
    s.add({ conversationId: 'b', timestamp: at(1), clarifying: false }, 'a question of b');
    s.add({ conversationId: 'b', timestamp: at(4), clarifying: false });
    expect(decided).toEqual([]);
    // A fourth turn: conversation a, untouched longest, is decided without its clarifying turn.
    s.add({ conversationId: 'c', timestamp: at(5), clarifying: false }, 'a question of c');
    expect(decided).toEqual([['a reply come early', false]]);
    s.add({ conversationId: 'a', timestamp: at(1), clarifying: true });
    s.flush();
    expect(decided).toHaveLength(3);
    expect(new Set(decided.map(([, reply]) => reply))).toEqual(new Set([false]));
  });

  it('decides a conversation of many turns in one sorted pass', () => {
    const { decided, sieve: s } = sieve();
    const turns = 9_000;
    for (let i = turns - 1; i >= 0; i--)
      s.add(
        {
          conversationId: 'long',
          timestamp: new Date(Date.UTC(2026, 10, 18) + i * 1000).toISOString(),
          clarifying: i % 2 === 0,
        },
        `turn ${i}`,
      );
    s.flush();
    expect(decided).toHaveLength(turns);
    expect(decided.filter(([, reply]) => reply)).toHaveLength(turns / 2);
    expect(decided[1]).toEqual(['turn 1', true]);
  });
});
