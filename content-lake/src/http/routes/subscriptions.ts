// GET /subscriptions/project/:projectId - the project's plan, as Sanity's API answers a project
// member. The Studio asks once per session (sanity 6.16, src/core/hooks/useProjectSubscriptions.ts,
// whose ProjectSubscriptionsResponse is the shape below) and reads two things: the feedback
// form's tags take `plan.name` (src/core/feedback/hooks/useStudioFeedbackTags.ts), and the banner
// of a published or archived release reads
// `featureTypes.retention.features[0].attributes.maxRetentionDays` without checking each step
// (src/core/releases/tool/detail/ArchivedReleaseBanner.tsx), so the answer always has a retention
// feature. The lake removes nothing after a number of days (history is kept within a size
// budget), so its retention is null: the banner then names no removal date (a 0 would print "0").
import { notFound, unauthorized } from '../../shared/errors.ts'
import type { RequestContext } from '../request.ts'
import { sendJson } from '../response.ts'
import { LOCAL_PROJECT_CREATED_AT } from './project.ts'

export function handleSubscriptions(ctx: RequestContext, projectId: string) {
  const { projectId: ownId, user } = ctx.lake.config
  // Billing is for the project's members: hosted answers no anonymous caller.
  if (ctx.access.anonymous) throw unauthorized('Not authorized to read this project')
  if (projectId !== ownId) throw notFound(`Project "${projectId}" not found`)
  const plan = {
    id: 'local',
    planTypeId: 'local',
    variantId: null,
    productType: 'project',
    variantOfPlanId: null,
    name: 'Local',
    variantName: null,
    price: 0,
    trialDays: 0,
    createdAt: LOCAL_PROJECT_CREATED_AT,
    supersededAt: null,
    default: false,
    public: false,
    orderable: false,
    isBasePlan: true,
    pricingModel: 'free',
    resources: {},
    featureTypes: {},
  }
  sendJson(ctx.res, 200, {
    id: `local-${ownId}`,
    projectId: ownId,
    productType: 'project',
    productId: ownId,
    customerId: null,
    planId: plan.id,
    previousSubscriptionId: null,
    status: 'active',
    startedAt: LOCAL_PROJECT_CREATED_AT,
    startedBy: user.id,
    endedAt: null,
    endedBy: null,
    trialUntil: null,
    plan,
    resources: {},
    featureTypes: {
      retention: {
        id: 'retention',
        name: 'History retention',
        singular: true,
        features: [
          {
            id: 'retention-local',
            variantId: 'local',
            name: 'Local history',
            price: 0,
            included: true,
            attributes: { maxRetentionDays: null },
          },
        ],
      },
    },
  })
}
