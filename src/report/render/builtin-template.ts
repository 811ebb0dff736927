// Generated from templates/report.md.hbs by `npm run docs`; do not edit here. CI fails when it is stale.
export const BUILTIN_TEMPLATE = `{{!--
  The built-in report of docs-export-action. Copy it, change it and pass its path as \`template\`.
  It sees the report model (report.json holds one: \`model\`) and these helpers:
    number n [digits]    1,234             percent fraction [digits]  12.3%
    delta change         ▲ 12 (+3.4%)      points shareChange         ▲ 1.2 pp
    path p               a page path, safe in a table cell
    text s               any text, markdown escaped
    chart rows title [metric]   a mermaid bar chart of page rows, bars labelled by rank
    trendChart trends [figure]  a mermaid line chart of one headline figure over the reported periods
                         (visitors, feedback, searches, contentGaps, unanswered; without one, each)
    standing item        a trend item's standing in words: new, listed 3 periods, getting better, gone
    moreRows table       the note under a table cut to fit a GitHub comment
    join list sep, eq a b, gt a b
  Output is markdown: nothing is HTML-escaped, so always write page paths with \`path\`.
--}}
## Docs analytics: {{text projectId}}

**{{text period.label}}** (UTC; \`dateFrom\` {{period.dateFrom}}, \`dateTo\` {{period.dateTo}} exclusive)

### What changed

- **Visitors:** {{number totals.total.current}}{{#if compared}} ({{delta totals.total}}){{/if}}
{{#if feedbackTotals}}
- **Feedback entries:** {{feedbackTotals.count.bound}}{{number feedbackTotals.total.current}} ({{feedbackTotals.count.text}}){{#if feedbackTotals.total.delta}}, {{delta feedbackTotals.total}}{{/if}}
{{/if}}
{{#if searches.total}}
- **Searches:** {{number searches.total.current}}{{#if compared}} ({{delta searches.total}}){{/if}}; {{number searches.contentGaps}} content {{#if (eq searches.contentGaps 1)}}gap{{else}}gaps{{/if}}
{{/if}}
{{#if assistant.total}}
- **AI assistant questions:** {{number assistant.total.current}}{{#if compared}} ({{delta assistant.total}}){{/if}}
{{/if}}
{{#with assistant.unanswered}}
- **Unanswered assistant questions:** {{bound}}{{number unanswered.current}} of {{bound}}{{number asked.current}} ({{percent share.current}}){{#if @root.compared}}, {{delta unanswered}}{{/if}}
{{/with}}
{{#with highlights.unansweredCategory}}
- **Most unanswered category:** {{text name}} ({{@root.assistant.unanswered.bound}}{{number unanswered.current}} unanswered of {{number asked}}){{#if @root.compared}}, {{delta unanswered}}{{/if}}
{{/with}}
{{#with highlights.unansweredPage}}
- **Page with most unanswered questions:** {{path name}} ({{@root.assistant.unanswered.bound}}{{number unanswered.current}} unanswered of {{number asked}}){{#if @root.compared}}, {{delta unanswered}}{{/if}}
{{/with}}
{{#if highlights.gaps.length}}
- **Searched for, not found:** {{#each highlights.gaps}}{{#if @index}}; {{/if}}“{{text term}}” ({{number hits}} searches, {{percent ctr 0}} clicked){{/each}}
{{/if}}
{{#if highlights.complaints.length}}
- **Most complained about:** {{#each highlights.complaints}}{{#if @index}}; {{/if}}{{path path}} ({{number total}} feedback{{#if reasons}}: {{join reasons ", "}}{{/if}}){{/each}}
{{/if}}

{{#if compared}}
| | This period | Previous period | Change |
|---|---:|---:|---|
| Visitors | {{number totals.total.current}} | {{number totals.total.previous}} | {{delta totals.total}} |
| Human visitors | {{number totals.human.current}} | {{number totals.human.previous}} | {{delta totals.human}} |
| AI visitors | {{number totals.ai.current}} | {{number totals.ai.previous}} | {{delta totals.ai}} |
| AI share of visitors | {{percent totals.aiShare.current}} | {{percent totals.aiShare.previous}} | {{points totals.aiShare}} |
{{#if views.total}}
| Page views | {{number views.total.current}} | {{number views.total.previous}} | {{delta views.total}} |
| Human page views | {{number views.human.current}} | {{number views.human.previous}} | {{delta views.human}} |
| AI page views | {{number views.ai.current}} | {{number views.ai.previous}} | {{delta views.ai}} |
{{/if}}
{{#if feedbackTotals}}
| Feedback entries ({{feedbackTotals.count.text}}) | {{feedbackTotals.count.bound}}{{number feedbackTotals.total.current}} | {{#if feedbackTotals.countBefore}}{{feedbackTotals.countBefore.bound}}{{number feedbackTotals.countBefore.total}}{{else}}—{{/if}} | {{delta feedbackTotals.total}} |
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
{{#if views.total}}
| Page views | {{number views.total.current}} |
| Human page views | {{number views.human.current}} |
| AI page views | {{number views.ai.current}} |
{{/if}}
{{#if feedbackTotals}}
| Feedback entries ({{feedbackTotals.count.text}}) | {{feedbackTotals.count.bound}}{{number feedbackTotals.total.current}} |
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
{{#if trends}}

### Trends
{{#if trends.note}}

{{trends.note}}
{{/if}}
{{#if (gt trends.reported 1)}}

{{trendChart trends}}

| Period from | Visitors | Feedback entries | Searches | Content gaps | Unanswered questions |
|---|---:|---:|---:|---:|---:|
{{#each trends.points}}
{{#if reported}}
| {{dateFrom}} | {{number visitors}} | {{#if (eq feedbackExact false)}}≥ {{/if}}{{number feedback}} | {{number searches}} | {{number contentGaps}} | {{number unanswered}} |
{{else}}
| {{dateFrom}} | no report | | | | |
{{/if}}
{{/each}}
{{#if trends.missing.length}}

Periods without a report ({{join trends.missing ", "}}) are missing from the charts, not drawn as zero; the trend goes on across them.
{{/if}}
{{/if}}
{{#if trends.gaps.rows.length}}

| Content gap | Standing | Searches | Before | Clicked | Before |
|---|---|---:|---:|---:|---:|
{{#each trends.gaps.rows}}
| “{{text name}}” | {{standing this}} | {{number current}} | {{number previous}} | {{percent ctr 0}} | {{percent previousCtr 0}} |
{{/each}}
{{#if trends.gaps.omitted}}

{{moreRows trends.gaps}}
{{/if}}
{{/if}}
{{#if trends.pages.rows.length}}

| Page needing attention | Standing | Complaints | Before | Counted |
|---|---|---:|---:|---|
{{#each trends.pages.rows}}
| {{path name}} | {{standing this}} | {{number current}} | {{number previous}} | {{measure}} |
{{/each}}
{{#if trends.pages.omitted}}

{{moreRows trends.pages}}
{{/if}}
{{/if}}
{{/if}}
{{#if show.traffic}}

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
{{/if}}
{{#if show.feedback}}

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
{{#if feedbackTotals.collectionMayBeOff}}
No feedback in this period: feedback collection may be off for this project (see the notes).
{{else}}
No feedback in this period.
{{/if}}
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
{{/if}}

{{#if show.comments}}
### What readers wrote

{{#if commentRows.rows.length}}
{{#if comments.warning}}
_{{comments.warning}}_

{{/if}}
| # | Page | Date | Source | Status | Comment |
|---:|---|---|---|---|---|
{{#each commentRows.rows}}
| {{rank}} | {{path path}} | {{#if date}}{{date}}{{else}}—{{/if}} | {{text source}}{{#if code}} ({{path code}}){{/if}} | {{text status}} | {{text text}} |
{{/each}}
{{#if commentRows.omitted}}

{{moreRows commentRows}}
{{/if}}

The latest comments of the {{number top}} pages with most comments, newest first{{#unless comments.complete}}, among the {{number comments.entriesRead}} entries read (see the notes){{/unless}}.
{{else}}
{{#if (eq comments.state "ok")}}
No reader left a comment in this period.
{{else}}
No comments: see the notes.
{{/if}}
{{/if}}
{{/if}}

{{#if show.searches}}
### Searches

{{#if searches.total}}
{{number searches.total.current}} searches{{#if compared}} ({{delta searches.total}}){{/if}}.

#### Content gaps

{{#if contentGaps.rows.length}}
Terms searched at least {{number thresholds.contentGapMinimumHits}} times whose results were clicked less than {{percent thresholds.contentGapMaximumCtr 0}} of the time, or that led to no page: questions the documentation does not answer.

| # | Term | Searches | Clicked | Most clicked page |
|---:|---|---:|---:|---|
{{#each contentGaps.rows}}
| {{rank}} | {{text term}} | {{number hits}} | {{percent ctr 0}} | {{#if topClickedPage}}{{path topClickedPage}}{{else}}none{{/if}} |
{{/each}}
{{#if contentGaps.omitted}}

{{moreRows contentGaps}}
{{/if}}
{{else}}
None: no term searched at least {{number thresholds.contentGapMinimumHits}} times went unanswered.
{{/if}}

#### Top search terms

{{#if searchTerms.rows.length}}
| # | Term | Searches | Clicked | Most clicked page |
|---:|---|---:|---:|---|
{{#each searchTerms.rows}}
| {{rank}} | {{text term}} | {{number hits}} | {{percent ctr 0}} | {{#if topClickedPage}}{{path topClickedPage}}{{else}}none{{/if}} |
{{/each}}
{{#if searchTerms.omitted}}

{{moreRows searchTerms}}
{{/if}}
{{else}}
No searches in this period.
{{/if}}
{{else}}
{{#if (eq searches.state "unavailable")}}
Search is not available for this project.
{{else}}
Searches were not fetched: see the notes.
{{/if}}
{{/if}}
{{/if}}

{{#if show.assistant}}
### AI assistant

{{#if assistant.total}}
{{#if compared}}
| Questions from | This period | Previous period | Change |
|---|---:|---:|---|
| The documentation site | {{number assistant.web.current}} | {{number assistant.web.previous}} | {{delta assistant.web}} |
| The API | {{number assistant.api.current}} | {{number assistant.api.previous}} | {{delta assistant.api}} |
| Other integrations | {{number assistant.other.current}} | {{number assistant.other.previous}} | {{delta assistant.other}} |
| All | {{number assistant.total.current}} | {{number assistant.total.previous}} | {{delta assistant.total}} |
{{else}}
| Questions from | This period |
|---|---:|
| The documentation site | {{number assistant.web.current}} |
| The API | {{number assistant.api.current}} |
| Other integrations | {{number assistant.other.current}} |
| All | {{number assistant.total.current}} |
{{/if}}
{{else}}
{{#if (eq assistant.state "unavailable")}}
The AI assistant is not available for this project.
{{else}}
Assistant questions were not fetched: see the notes.
{{/if}}
{{/if}}
{{#with assistant.unanswered}}

#### Unanswered questions

{{#if @root.compared}}
| Questions{{#unless complete}} (lower bounds: see the notes){{/unless}} | This period | Previous period | Change |
|---|---:|---:|---|
| Asked | {{bound}}{{number asked.current}} | {{number asked.previous}} | {{delta asked}} |
| Answered | {{bound}}{{number answered.current}} | {{number answered.previous}} | {{delta answered}} |
| Unanswered | {{bound}}{{number unanswered.current}} | {{number unanswered.previous}} | {{delta unanswered}} |
| Unanswered share | {{percent share.current}} | {{percent share.previous}} | {{points share}} |
| Clarifying questions asked back | {{bound}}{{number clarifying.current}} | {{number clarifying.previous}} | {{delta clarifying}} |
{{else}}
| Questions{{#unless complete}} (lower bounds: see the notes){{/unless}} | This period |
|---|---:|
| Asked | {{bound}}{{number asked.current}} |
| Answered | {{bound}}{{number answered.current}} |
| Unanswered | {{bound}}{{number unanswered.current}} |
| Unanswered share | {{percent share.current}} |
| Clarifying questions asked back | {{bound}}{{number clarifying.current}} |
{{/if}}

{{#if byCategory.length}}
| # | Category | Unanswered | Asked | Unanswered share | Change |
|---:|---|---:|---:|---:|---|
{{#each byCategory}}
| {{rank}} | {{text name}} | {{../bound}}{{number unanswered.current}} | {{number asked}} | {{percent share 0}} | {{delta unanswered}} |
{{/each}}

{{#if byPage.length}}
| # | Page | Unanswered | Asked | Unanswered share | Change |
|---:|---|---:|---:|---:|---|
{{#each byPage}}
| {{rank}} | {{path name}} | {{../bound}}{{number unanswered.current}} | {{number asked}} | {{percent share 0}} | {{delta unanswered}} |
{{/each}}
{{else}}
No unanswered question started on a documentation page.
{{/if}}
{{else}}
The assistant answered every question of this period.
{{/if}}
{{/with}}
{{/if}}
{{#if show.questions}}

### What they asked

{{#if questionRows.rows.length}}
{{#if questions.warning}}
_{{questions.warning}}_

{{/if}}
| # | Category | Question | Asked |
|---:|---|---|---:|
{{#each questionRows.rows}}
| {{rank}} | {{text category}} | {{text text}} | {{number count}} |
{{/each}}
{{#if questionRows.omitted}}

{{moreRows questionRows}}
{{/if}}

The unanswered questions of the categories with most, each different question once with how often it was asked; e-mail addresses, phone numbers, key-like strings and long digit runs are removed{{#unless questions.complete}}; among the conversations read (see the notes){{/unless}}.
{{else}}
{{#if (eq questions.state "ok")}}
No question went unanswered in this period.
{{else}}
No questions: see the notes.
{{/if}}
{{/if}}
{{/if}}

{{#if waitingTasks.length}}
### Gaps waiting for a task

\`max-new-tasks\` task issues were opened this run; these gaps get theirs in a later run, the most searched or least answered first.

| Gap | Term | This period |
|---|---|---:|
{{#each waitingTasks}}
| {{what}} | {{text term}} | {{number count}} |
{{/each}}

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
