// The fixed words of the advertiser's campaign emails (web/lib/email/templates): buttons, the
// highlighted fact's label, the footer. The subjects and opening lines are staff's, in the
// Studio (campaignEmails), with defaults in web/lib/email/default-copy*.ts; staff's own emails
// stay English and are not here.
export const campaignEmails = {
  buttons: {
    viewCampaign: 'View your campaign',
    submitCorrected: 'Submit a corrected ad',
    updateAd: 'Update your ad',
    resumeCampaign: 'Resume your campaign',
    openCampaignPage: 'Open your campaign page',
  },
  highlights: {
    goesLive: 'Goes live',
    runsThrough: 'Runs through',
    whatToChange: 'What to change',
    newStartDate: 'New start date',
  },
  footer: 'You are getting this email because you created an ad on {productName}.',
  openAddress: 'Or open this address:',
  bannerAlt: 'Your banner for {adName}',
  theAd: 'the ad',
  bannerFullSize: 'Open the banner at full size ({width} × {height} pixels)',
} as const
