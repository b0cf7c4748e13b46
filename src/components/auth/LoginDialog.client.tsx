'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from '@/lib/toast'

import { LOGIN_DIALOG_WIDTH_PX, PASSWORD_MAX, USERNAME_MAX } from '@/lib/constants'
import { request, normaliseError, type ApiBody } from '@/lib/request'
import { loadProfile, showFailure } from '@/lib/session'
import { loginSchema, type LoginInput } from '@/lib/validators'
import { useLoginStore } from '@/stores/login'

// The profile is fetched this long after a successful login (spec §7).
const PROFILE_DELAY_MS = 100

const fieldRule = (field: 'username' | 'password') => (value: string) => {
  const result = loginSchema.shape[field].safeParse(value)
  return result.success || result.error.issues[0]?.message
}

export interface LoginLinks {
  accountApply: string
  forgotPassword: string
}

/** The login dialog (340 px): validated on blur, calls the server only when valid. Loaded on first open. */
export default function LoginDialog({ links }: { links: LoginLinks }) {
  const open = useLoginStore((state) => state.isShowLogin)
  const setOpen = useLoginStore((state) => state.setShowLogin)
  const [submitting, setSubmitting] = useState(false)
  const form = useForm<LoginInput>({ mode: 'onBlur', defaultValues: { username: '', password: '' } })
  const { errors } = form.formState

  const close = (next: boolean) => {
    setOpen(next)
    if (!next) form.reset()
  }

  const submit = form.handleSubmit(async (values) => {
    setSubmitting(true)
    try {
      const login = await request<ApiBody<{ token: string }>>('edu', '/user/login', {
        method: 'POST',
        data: values,
        // Lets nginx resend the sign-in to another instance if the first one dies while answering.
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      })
      if (login.code !== 0) {
        showFailure(login, '登录失败')
        return
      }
      await new Promise((resolve) => setTimeout(resolve, PROFILE_DELAY_MS))
      const outcome = await loadProfile()
      // Code 36 right after signing in: the session is gone (cookies cleared); say so, the dialog stays.
      if (outcome === 'session-invalid') toast.error('登录已失效，请重新登录')
      if (outcome !== 'signed-in') return
      close(false)
      toast.success('登录成功')
    } catch (error) {
      const { statusCode } = normaliseError(error)
      const body = error as { msg?: string }
      // 500 already showed 'System Error' through the request client.
      if (statusCode !== 500) showFailure(body, '网络异常，请稍后再试')
    } finally {
      setSubmitting(false)
    }
  })

  const inputClass =
    'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5 text-ink outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-500'
  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          style={{ width: LOGIN_DIALOG_WIDTH_PX }}
          className="fixed left-1/2 top-1/2 z-50 max-w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-ink shadow-2xl"
          data-testid="login-dialog"
        >
          <Dialog.Title className="text-xl font-bold">教师登录</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            使用学校平台账号登录师培专区
          </Dialog.Description>
          <form className="mt-5 space-y-4" onSubmit={submit} noValidate>
            <div>
              <label htmlFor="login-username" className="text-sm font-medium">
                账号
              </label>
              <input
                id="login-username"
                autoComplete="username"
                maxLength={USERNAME_MAX}
                placeholder="请输入您的账号/手机号"
                aria-invalid={errors.username ? true : undefined}
                aria-describedby={errors.username ? 'login-username-error' : undefined}
                className={inputClass}
                {...form.register('username', { validate: fieldRule('username') })}
              />
              {errors.username ? (
                <p id="login-username-error" role="alert" className="mt-1 text-sm text-red-700">
                  {errors.username.message}
                </p>
              ) : null}
            </div>
            <div>
              <label htmlFor="login-password" className="text-sm font-medium">
                密码
              </label>
              <input
                id="login-password"
                type="password"
                autoComplete="current-password"
                maxLength={PASSWORD_MAX}
                placeholder="请输入您的密码"
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? 'login-password-error' : undefined}
                className={inputClass}
                {...form.register('password', { validate: fieldRule('password') })}
              />
              {errors.password ? (
                <p id="login-password-error" role="alert" className="mt-1 text-sm text-red-700">
                  {errors.password.message}
                </p>
              ) : null}
            </div>
            <button
              type="submit"
              disabled={submitting}
              className="w-full rounded-lg bg-brand-600 py-2.5 font-medium text-white hover:bg-brand-700 disabled:opacity-60"
            >
              {submitting ? '登录中…' : '登录'}
            </button>
            <div className="flex justify-between text-sm">
              <a
                href={links.accountApply}
                target="_blank"
                rel="noopener"
                className="text-brand-700 hover:underline"
              >
                申请账号
              </a>
              <a
                href={links.forgotPassword}
                target="_blank"
                rel="noopener"
                className="text-brand-700 hover:underline"
              >
                忘记密码
              </a>
            </div>
          </form>
          <Dialog.Close
            className="absolute right-4 top-4 rounded p-1 text-muted hover:text-ink"
            aria-label="关闭"
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
