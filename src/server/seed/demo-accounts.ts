/** Demo accounts of CONTENT.md. Quickstart prints the admin's credentials; never seeded in production unless asked. */
export const demoMember = { username: 'demo_teacher', password: 'Demo@123456', nickname: '示例老师' } as const
export const demoAdmin = { email: 'admin@example.com', password: 'Admin@123456', name: '演示管理员' } as const
