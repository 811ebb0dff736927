/** An account as GitHub shows it in `user` fields. */
export interface Actor {
  login: string;
  id: number;
  type: 'User' | 'Bot' | 'Organization';
}

/** Hands out deterministic ids, one sequence per fake. */
export class IdSequence {
  #next: number;

  constructor(start: number) {
    this.#next = start;
  }

  take(): number {
    return this.#next++;
  }
}

/** One Actor per login, so the same login always has the same id. */
export class ActorDirectory {
  readonly #byLogin = new Map<string, Actor>();
  readonly #ids = new IdSequence(1001);

  get(login: string, type: Actor['type'] = 'User'): Actor {
    const key = login.toLowerCase();
    const known = this.#byLogin.get(key);
    if (known) return known;
    const actor: Actor = { login, id: this.#ids.take(), type };
    this.#byLogin.set(key, actor);
    return actor;
  }
}
