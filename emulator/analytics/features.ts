// Which further analytics endpoints a project offers: its own setting, overridden per
// project by the `projectFeatures` fault setting.
import { ANALYTICS_FEATURES } from '../accounts.ts';
import type { AnalyticsFeature, FeatureState, Project } from '../accounts.ts';
import type { FaultConfig } from '../fault-config.ts';

export function featureState(project: Project, feature: AnalyticsFeature, faults: FaultConfig): FeatureState {
  return faults.projectFeatures[project.id]?.[feature] ?? project.features[feature] ?? 'on';
}

export function projectFeatures(project: Project, faults: FaultConfig): Record<AnalyticsFeature, FeatureState> {
  return Object.fromEntries(ANALYTICS_FEATURES.map((f) => [f, featureState(project, f, faults)])) as Record<
    AnalyticsFeature,
    FeatureState
  >;
}
