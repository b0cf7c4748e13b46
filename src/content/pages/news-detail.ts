import type { PageContent } from '../types'

export const newsDetail: PageContent = {
  path: '/news/detail',
  title: '资讯详情',
  description:
    '阅读资讯全文：查看文章的发布时间、所属类别和正文内容，通过上一篇和下一篇继续阅读同类资讯，也可以把文章分享给同事和家长，一起了解学校 AI 与编程教育的实践。',
  heading: '资讯详情',
  intro: '正文下方可以切换上一篇、下一篇，或返回资讯列表查看更多内容。',
  sections: [
    {
      id: 'navigation',
      heading: '继续阅读',
      items: [
        {
          title: '上一篇与下一篇',
          text: '在同一类别中按发布时间前后切换，连续阅读相关主题的文章。',
        },
        {
          title: '返回列表',
          text: '回到资讯列表，按公司动态、行业观察、赛事与测评、教学案例等类别浏览。',
        },
      ],
    },
    {
      id: 'share',
      heading: '分享文章',
      items: [
        {
          title: '分享到微信',
          text: '扫描文章页的二维码或复制链接，即可把文章发送给同事、家长或教研群。',
        },
        {
          title: '转载说明',
          text: '如需转载文章，请联系我们获得授权，并注明出处和原文链接。',
        },
      ],
    },
    {
      id: 'contact',
      heading: '想进一步了解',
      body: '读完文章想了解相关课程或平台功能，可以在合作页面留下联系方式，我们安排老师与您沟通。',
    },
  ],
}
