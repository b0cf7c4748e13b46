import { landingCampaign } from '@/lib/landing-campaign'
import type { LeadInput } from '@/lib/lead-schema'
import { request, type ApiBody } from '@/lib/request'

export type SubmitLeadResult = { ok: true } | { ok: false; message: string }

export const LEAD_SUCCESS_MESSAGE = '提交成功，我们会尽快与您联系'

/**
 * Sends a lead form to `POST /api/port/leads` and turns every outcome into a Chinese message. `idempotencyKey`:
 * the same for a resend of the same lead (the server stores it once, and answers a repeat with the first result).
 */
export async function submitLead(lead: LeadInput, idempotencyKey: string): Promise<SubmitLeadResult> {
  try {
    const body = await request<ApiBody<{ id: number }>>('port', '/leads', {
      method: 'POST',
      data: { ...lead, campaign: landingCampaign() },
      headers: { 'Idempotency-Key': idempotencyKey },
    })
    if (body.code === 0) return { ok: true }
    return { ok: false, message: body.msg || '提交失败，请稍后再试' }
  } catch (error) {
    const body = error as { msg?: string } | null
    if (body && typeof body === 'object' && typeof body.msg === 'string')
      return { ok: false, message: body.msg }
    return { ok: false, message: '网络连接失败，请检查网络后重试' }
  }
}
