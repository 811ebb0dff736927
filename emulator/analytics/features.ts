// Which further analytics endpoints a project offers: its own setting, overridden per
// project by the `projectFeatures` fault setting; and how its answers read where the reference
// leaves two readings open (`projectReadings`).
import { ANALYTICS_FEATURES } from '../accounts.ts';
import type { AnalyticsFeature, FeatureState, Project } from '../accounts.ts';
import type { FaultConfig, ProjectReadings } from '../fault-config.ts';

function ownState(project: Project, feature: AnalyticsFeature, faults: FaultConfig): FeatureState {
  return faults.projectFeatures[project.id]?.[feature] ?? project.features[feature] ?? 'on';
}

/**
 * A feature's state. The assistant's conversations come with the assistant: absent or empty when
 * it is, and on their own switch besides (a deployment that counts callers but keeps no conversations).
 */
export function featureState(project: Project, feature: AnalyticsFeature, faults: FaultConfig): FeatureState {
  const own = ownState(project, feature, faults);
  if (feature !== 'conversations') return own;
  const assistant = ownState(project, 'assistant', faults);
  return own === 'absent' || assistant === 'absent'
    ? 'absent'
    : own === 'empty' || assistant === 'empty'
      ? 'empty'
      : 'on';
}

export function projectFeatures(project: Project, faults: FaultConfig): Record<AnalyticsFeature, FeatureState> {
  return Object.fromEntries(ANALYTICS_FEATURES.map((f) => [f, featureState(project, f, faults)])) as Record<
    AnalyticsFeature,
    FeatureState
  >;
}

/** The project's readings of what the reference leaves open, the defaults filled in. */
export function projectReadings(project: Project, faults: FaultConfig): Required<ProjectReadings> {
  const set = faults.projectReadings[project.id] ?? {};
  return {
    ctrScale: set.ctrScale ?? 'fraction',
    entriesByUrl: set.entriesByUrl ?? 0,
    feedbackWidget: set.feedbackWidget ?? 'on',
  };
}

/** Where the service hosts the project's documentation: the origin of a page named by its full URL. */
export function siteOrigin(project: Project): string {
  return `https://${project.subdomain}.docs-service.example`;
}
