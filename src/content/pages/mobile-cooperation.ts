import type { PageContent } from '../types'

export const mobileCooperation: PageContent = {
  path: '/mobile/cooperation',
  title: '合作咨询',
  description:
    '学校、教育部门和合作伙伴可在手机上了解合作方式：单校采用、实验室共建、区域推进和开放合作，四步走完合作流程，填写简单信息或一键拨打电话即可预约沟通与试用。',
  heading: '和我们合作',
  intro: '一所学校、一个区域，或者一家机构，都可以从一次沟通开始。',
  sections: [
    {
      id: 'models',
      heading: '合作方式',
      items: [
        {
          title: '学校',
          text: '开通校园版平台和课程，可以先在一个年级试点，再逐步推广。',
        },
        {
          title: '教育部门',
          text: '区域统一规划课程和教师培训，分批覆盖辖区内学校。',
        },
        {
          title: '合作伙伴',
          text: '渠道、培训机构和软硬件厂商，可以加入开放合作，共同服务学校。',
        },
      ],
    },
    {
      id: 'steps',
      heading: '四步开始',
      items: [
        {
          title: '沟通需求',
          text: '告诉我们学段、课时和设备情况，我们先听再给建议。',
        },
        {
          title: '试用验证',
          text: '开通试用账号，用一个班实际上几节课，看看是否合适。',
        },
        {
          title: '签约上线',
          text: '确认方案后开通正式账号、导入班级，开学前完成教师培训。',
        },
        {
          title: '持续服务',
          text: '服务老师跟进课堂，每学期回访一次，及时调整课程安排。',
        },
      ],
    },
    {
      id: 'contact-form',
      heading: '留下联系方式',
      body: '填写单位名称、联系人和手机号，工作日内我们会联系您；着急的话可以直接拨打电话。',
    },
  ],
}
