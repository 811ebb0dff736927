import { visibleRepo, writableRepo } from '../access.ts';
import { bodyObject, optionalString, requiredString } from '../body.ts';
import { json, param } from '../context.ts';
import type { Reply, RequestContext } from '../context.ts';
import { notFound, validationFailed } from '../errors.ts';
import { labelJson } from '../json/issues.ts';
import { paginate } from '../pagination.ts';
import type { Router } from '../router.ts';

function listLabels(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  const all = [...repo.labels.values()].sort((a, b) => a.id - b.id);
  const page = paginate(ctx, all);
  return json(
    page.items.map((l) => labelJson(ctx.urls, repo, l)),
    200,
    page.headers,
  );
}

function getLabel(ctx: RequestContext): Reply {
  const repo = visibleRepo(ctx);
  const label = repo.labels.get(param(ctx, 'name').toLowerCase());
  if (!label) throw notFound();
  return json(labelJson(ctx.urls, repo, label));
}

function createLabel(ctx: RequestContext): Reply {
  const repo = writableRepo(ctx);
  const body = bodyObject(ctx);
  const name = requiredString(body, 'name');
  if (repo.labels.has(name.toLowerCase())) {
    throw validationFailed({ resource: 'Label', code: 'already_exists', field: 'name' });
  }
  const label = repo.labelFor(name, ctx.state.ids);
  label.color = (optionalString(body, 'color') ?? label.color).replace(/^#/, '');
  label.description = optionalString(body, 'description') ?? null;
  return json(labelJson(ctx.urls, repo, label), 201);
}

export function labelRoutes(router: Router): void {
  router
    .add('GET', '/repos/:owner/:repo/labels', listLabels)
    .add('POST', '/repos/:owner/:repo/labels', createLabel)
    .add('GET', '/repos/:owner/:repo/labels/:name', getLabel);
}
