// Which unanswered questions are replies to the assistant's clarifying question ("UK", "the second one"): a turn
// whose previous turn in the same conversation (by `timestamp`) was met with a clarifying question. A reply is
// counted like every turn but not kept as a question of its own. Rows come in any order, within a page and
// across pages, so a question waits for the rest of its conversation; at most TURNS_HELD_MAX turns wait, and
// when more come the conversation touched longest ago is decided first (a reply whose clarifying turn comes
// only after that is taken for a question). A turn without a `conversationId` or a time is decided at once,
// as a question. Pure.

/** Turns held while their conversations may still grow: ten pages of rows, whatever a conversation's length. */
export const TURNS_HELD_MAX = 10_000;

/** One row as the decision needs it. */
export interface Turn {
  conversationId?: string;
  timestamp: string;
  /** The assistant answered it with a clarifying question. */
  clarifying: boolean;
}

interface HeldTurn<T> {
  time: number;
  clarifying: boolean;
  question?: T;
}

/** Holds turns by conversation and tells, for each question, whether it was a reply. */
export class ReplySieve<T> {
  /** By conversationId, the one touched longest ago first. */
  readonly #open = new Map<string, HeldTurn<T>[]>();
  #held = 0;
  readonly #decided: (question: T, reply: boolean) => void;
  readonly #limit: number;

  /** `decided` is called once for each question given to `add`, when it is known whether it was a reply. */
  constructor(decided: (question: T, reply: boolean) => void, limit = TURNS_HELD_MAX) {
    this.#decided = decided;
    this.#limit = limit;
  }

  /** Every row, in the order read, with the question to decide about when it is one (an unanswered turn). */
  add(turn: Turn, question?: T): void {
    const time = Date.parse(turn.timestamp);
    if (!turn.conversationId || Number.isNaN(time)) {
      if (question !== undefined) this.#decided(question, false);
      return;
    }
    const turns = this.#open.get(turn.conversationId) ?? [];
    this.#open.delete(turn.conversationId);
    this.#open.set(turn.conversationId, turns);
    turns.push(
      question === undefined ? { time, clarifying: turn.clarifying } : { time, clarifying: turn.clarifying, question },
    );
    this.#held += 1;
    while (this.#held > this.#limit) {
      const oldest = this.#open.keys().next().value;
      if (oldest === undefined) break;
      this.#decide(oldest);
    }
  }

  /** Decides every question still waiting: once every row was read. */
  flush(): void {
    for (const id of [...this.#open.keys()]) this.#decide(id);
  }

  #decide(id: string): void {
    const turns = this.#open.get(id) ?? [];
    this.#open.delete(id);
    this.#held -= turns.length;
    turns.sort((a, b) => a.time - b.time);
    // Whether the turn just before (the latest of an earlier time) was met with a clarifying question; turns of
    // the same time are none before the other, and one of them clarifying makes the next turn a reply.
    let afterClarifying = false;
    for (let start = 0; start < turns.length;) {
      let end = start;
      let clarifying = false;
      for (; end < turns.length && turns[end]?.time === turns[start]?.time; end++) {
        const turn = turns[end];
        if (turn?.clarifying) clarifying = true;
        if (turn?.question !== undefined) this.#decided(turn.question, afterClarifying);
      }
      afterClarifying = clarifying;
      start = end;
    }
  }
}
