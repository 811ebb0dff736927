// Generated from templates/report.md.hbs by test/report/render/builtin-template.test.ts; do not edit here.
// Edit the .hbs, then run `UPDATE_TEMPLATE=1 npx vitest run test/report/render/builtin-template.test.ts`.
export const BUILTIN_TEMPLATE = `{{!--
  The built-in report of docs-export-action. Copy it, change it and pass its path as \`template\`.
  It sees the report model (report.json holds one: \`model\`) and these helpers:
    number n [digits]    1,234             percent fraction [digits]  12.3%
    delta change         ▲ 12 (+3.4%)      points shareChange         ▲ 1.2 pp
    path p               a page path, safe in a table cell
    text s               any text, markdown escaped
    chart rows title [metric]   a mermaid bar chart of page rows, bars labelled by rank
    moreRows table       the note under a table cut to fit a GitHub comment
    join list sep, eq a b, gt a b
  Output is markdown: nothing is HTML-escaped, so always write page paths with \`path\`.
--}}
## Docs analytics: {{text projectId}}

**{{text period.label}}** (UTC; \`dateFrom\` {{period.dateFrom}}, \`dateTo\` {{period.dateTo}} exclusive)

{{#if compared}}
| | This period | Previous period | Change |
|---|---:|---:|---|
| Visitors | {{number totals.total.current}} | {{number totals.total.previous}} | {{delta totals.total}} |
| Human visitors | {{number totals.human.current}} | {{number totals.human.previous}} | {{delta totals.human}} |
| AI visitors | {{number totals.ai.current}} | {{number totals.ai.previous}} | {{delta totals.ai}} |
| AI share of visitors | {{percent totals.aiShare.current}} | {{percent totals.aiShare.previous}} | {{points totals.aiShare}} |
{{#if feedbackTotals}}
| Feedback entries | {{number feedbackTotals.total.current}} | {{number feedbackTotals.total.previous}} | {{delta feedbackTotals.total}} |
| Thumbs up | {{number feedbackTotals.thumbsUp.current}} | {{number feedbackTotals.thumbsUp.previous}} | {{delta feedbackTotals.thumbsUp}} |
| Thumbs down | {{number feedbackTotals.thumbsDown.current}} | {{number feedbackTotals.thumbsDown.previous}} | {{delta feedbackTotals.thumbsDown}} |
| Code snippet feedback | {{number feedbackTotals.code.current}} | {{number feedbackTotals.code.previous}} | {{delta feedbackTotals.code}} |
{{/if}}
{{else}}
| | This period |
|---|---:|
| Visitors | {{number totals.total.current}} |
| Human visitors | {{number totals.human.current}} |
| AI visitors | {{number totals.ai.current}} |
| AI share of visitors | {{percent totals.aiShare.current}} |
{{#if feedbackTotals}}
| Feedback entries | {{number feedbackTotals.total.current}} |
| Thumbs up | {{number feedbackTotals.thumbsUp.current}} |
| Thumbs down | {{number feedbackTotals.thumbsDown.current}} |
| Code snippet feedback | {{number feedbackTotals.code.current}} |
{{/if}}
{{/if}}

{{comparison.text}}
{{#if filters.feedbackSource}}
Feedback source: {{filters.feedbackSource}}.
{{/if}}
{{#if filters.feedbackStatus.length}}
Feedback status: {{join filters.feedbackStatus ", "}}.
{{/if}}

### Top pages

{{#if topPages.rows.length}}
{{chart topPages.rows "Top pages by visitors"}}

| # | Page | Visitors | Human | AI | Change |
|---:|---|---:|---:|---:|---|
{{#each topPages.rows}}
| {{rank}} | {{path path}} | {{number total}} | {{number human}} | {{number ai}} | {{delta change}} |
{{/each}}
{{#if topPages.omitted}}

{{moreRows topPages}}
{{/if}}
{{else}}
No page had visitors in this period.
{{/if}}

{{#if topAiPages.rows.length}}
<details><summary>Top pages by audience: human and AI visitors</summary>

| # | Page (human) | Human visitors |
|---:|---|---:|
{{#each topHumanPages.rows}}
| {{rank}} | {{path path}} | {{number human}} |
{{/each}}
{{#if topHumanPages.omitted}}

{{moreRows topHumanPages}}
{{/if}}

| # | Page (AI) | AI visitors | AI share |
|---:|---|---:|---:|
{{#each topAiPages.rows}}
| {{rank}} | {{path path}} | {{number ai}} | {{percent aiShare}} |
{{/each}}
{{#if topAiPages.omitted}}

{{moreRows topAiPages}}
{{/if}}

</details>
{{/if}}

{{#if comparison.period}}
### Biggest movers

Pages with at least {{number thresholds.moverMinimumBase}} visitors in the comparison period, by relative change.

{{#if moversUp.rows.length}}
| # | Up | Visitors | Before | Change |
|---:|---|---:|---:|---|
{{#each moversUp.rows}}
| {{rank}} | {{path path}} | {{number change.current}} | {{number change.previous}} | {{delta change}} |
{{/each}}
{{#if moversUp.omitted}}

{{moreRows moversUp}}
{{/if}}
{{else}}
No page went up.
{{/if}}

{{#if moversDown.rows.length}}
| # | Down | Visitors | Before | Change |
|---:|---|---:|---:|---|
{{#each moversDown.rows}}
| {{rank}} | {{path path}} | {{number change.current}} | {{number change.previous}} | {{delta change}} |
{{/each}}
{{#if moversDown.omitted}}

{{moreRows moversDown}}
{{/if}}
{{else}}
No page went down.
{{/if}}
{{/if}}

### Feedback

{{#if feedbackFetched}}
{{#if feedback.rows.length}}
| # | Page | Thumbs up | Thumbs down | Code snippet | Total |{{#if feedbackCompared}} Change |{{/if}} Thumbs down ratio | Per 100 visitors |
|---:|---|---:|---:|---:|---:|{{#if feedbackCompared}}---|{{/if}}---:|---:|
{{#each feedback.rows}}
| {{rank}} | {{path path}} | {{number thumbsUp}} | {{number thumbsDown}} | {{number code}} | {{number total}} |{{#if @root.feedbackCompared}} {{delta change}} |{{/if}} {{percent downRatio 0}} | {{number per100Visitors 1}} |
{{/each}}
{{#if feedback.omitted}}

{{moreRows feedback}}
{{/if}}

The thumbs down ratio is shown from {{number thresholds.minimumThumbs}} thumbs on.
{{else}}
No feedback in this period.
{{/if}}

#### Pages needing attention

{{#if attention.rows.length}}
| # | Page | Why | Feedback | Visitors |
|---:|---|---|---:|---:|
{{#each attention.rows}}
| {{rank}} | {{path path}} | {{join reasons "; "}} | {{number total}} | {{number visitors}} |
{{/each}}
{{#if attention.omitted}}

{{moreRows attention}}
{{/if}}
{{else}}
None: no page has {{percent thresholds.attentionDownRatio 0}} or more thumbs down (of at least {{number thresholds.minimumThumbs}}), or {{number thresholds.attentionPer100Visitors}} or more feedback entries per 100 visitors (of at least {{number thresholds.minimumVisitorsForRate}}).
{{/if}}
{{else}}
Feedback was not fetched: see the notes.
{{/if}}

{{#if allPages.rows.length}}
<details><summary>All pages by visitors</summary>

| # | Page | Visitors | Human | AI | Change | Feedback |
|---:|---|---:|---:|---:|---|---:|
{{#each allPages.rows}}
| {{rank}} | {{path path}} | {{number total}} | {{number human}} | {{number ai}} | {{delta change}} | {{number feedback}} |
{{/each}}
{{#if allPages.omitted}}

{{moreRows allPages}}
{{/if}}

</details>
{{/if}}

{{#if allFeedback.rows.length}}
<details><summary>All feedback by page</summary>

| # | Page | Thumbs up | Thumbs down | Code snippet | Total |{{#if feedbackCompared}} Change |{{/if}}
|---:|---|---:|---:|---:|---:|{{#if feedbackCompared}}---|{{/if}}
{{#each allFeedback.rows}}
| {{rank}} | {{path path}} | {{number thumbsUp}} | {{number thumbsDown}} | {{number code}} | {{number total}} |{{#if @root.feedbackCompared}} {{delta change}} |{{/if}}
{{/each}}
{{#if allFeedback.omitted}}

{{moreRows allFeedback}}
{{/if}}

</details>
{{/if}}

### Notes

{{#each notes}}
- {{this.text}}
{{/each}}
- Analytics requests used: {{number requests.used}} of a budget of {{number requests.budget}}.
- Generated {{generatedAt}} by docs-export-action.
`;
