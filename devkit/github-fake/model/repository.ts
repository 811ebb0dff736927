import type { Actor, IdSequence } from './actors.ts';
import { GitObjects } from './git-objects.ts';
import type { CommitObject, Signature } from './git-objects.ts';
import type { CommentRecord, IssueRecord, LabelRecord } from './issues.ts';

export interface RepoInit {
  id: number;
  owner: Actor;
  name: string;
  private: boolean;
  defaultBranch: string;
  hasIssues: boolean;
}

/** A file change: new content, or null to delete the file. */
export type FileChanges = ReadonlyMap<string, Buffer | null>;

export function signatureOf(actor: Actor, date: string): Signature {
  return { name: actor.login, email: `${actor.id}+${actor.login}@users.noreply.github.com`, date };
}

/** One repository: its git objects, branches, issues (pull requests included), comments and labels. */
export class RepoState {
  readonly id: number;
  readonly owner: Actor;
  readonly name: string;
  readonly private: boolean;
  readonly defaultBranch: string;
  readonly hasIssues: boolean;
  readonly git = new GitObjects();
  readonly branches = new Map<string, string>();
  readonly issues = new Map<number, IssueRecord>();
  readonly comments = new Map<number, CommentRecord>();
  /** Keyed by lower-cased name: GitHub label names are case-insensitive. */
  readonly labels = new Map<string, LabelRecord>();
  #lastNumber = 0;

  constructor(init: RepoInit) {
    this.id = init.id;
    this.owner = init.owner;
    this.name = init.name;
    this.private = init.private;
    this.defaultBranch = init.defaultBranch;
    this.hasIssues = init.hasIssues;
  }

  get fullName(): string {
    return `${this.owner.login}/${this.name}`;
  }

  /** Issues and pull requests share one number space. */
  nextNumber(): number {
    this.#lastNumber += 1;
    return this.#lastNumber;
  }

  /** A branch name, `heads/x`, `refs/heads/x` or a full commit sha, to a commit sha. */
  resolveRef(ref: string): string | undefined {
    const branch = ref.replace(/^refs\//, '').replace(/^heads\//, '');
    const head = this.branches.get(branch);
    if (head) return head;
    return /^[0-9a-f]{40}$/.test(ref) && this.git.commit(ref) ? ref : undefined;
  }

  filesAt(commitSha: string): Map<string, string> {
    const commit = this.git.commit(commitSha);
    return commit ? this.git.filesOf(commit.tree) : new Map<string, string>();
  }

  readFile(commitSha: string, path: string): Buffer | undefined {
    const blob = this.filesAt(commitSha).get(path);
    return blob === undefined ? undefined : this.git.readBlob(blob);
  }

  /** Commits `changes` on top of the branch head (or as a root commit) and moves the branch. */
  commitChanges(branch: string, changes: FileChanges, message: string, author: Actor, date: string): CommitObject {
    const parent = this.branches.get(branch);
    const files = parent ? this.filesAt(parent) : new Map<string, string>();
    for (const [path, content] of changes) {
      if (content === null) files.delete(path);
      else files.set(path, this.git.writeBlob(content));
    }
    const signature = signatureOf(author, date);
    const commit = this.git.writeCommit({
      tree: this.git.writeTree(files),
      parents: parent ? [parent] : [],
      message,
      author: signature,
      committer: signature,
    });
    this.branches.set(branch, commit.sha);
    return commit;
  }

  labelFor(name: string, ids: IdSequence): LabelRecord {
    const key = name.toLowerCase();
    let label = this.labels.get(key);
    if (!label) {
      label = { id: ids.take(), name, color: 'ededed', description: null };
      this.labels.set(key, label);
    }
    return label;
  }
}
